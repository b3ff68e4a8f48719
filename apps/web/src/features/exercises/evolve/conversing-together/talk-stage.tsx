import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { PauseMenu, type PauseMenuProps } from '@/exercise-kit/components/pause-menu';
import { Card } from '@/components/card';
import { PROMPT_COUNT, promptKey, turnOf, type Audience } from './prompts';
import { TurnTimer } from './turn-timer';

interface TalkStageProps {
  audience: Audience;
  /** The question reached (0-based). */
  index: number;
  /** The two names shown ("Person 1" when none was typed). */
  names: readonly [string, string];
  timer: boolean;
  /** The pause menu is open: the timer waits. */
  paused: boolean;
  menu: PauseMenuProps;
  /** To the next question (after Next or Pass), or to the closing after the last. */
  onAdvance: () => void;
}

/**
 * The conversation: one question at a time, taken in turns, with whose turn it is, the progress,
 * Next and Pass (always allowed, said kindly), the optional timer and the pause menu. The focus
 * goes to whose turn it is when the talk starts, then stays on the button pressed, and each
 * change of turn is said in a polite live region: the new turn, the progress and the question.
 */
export function TalkStage({
  audience,
  index,
  names,
  timer,
  paused,
  menu,
  onAdvance,
}: TalkStageProps) {
  const { t } = useTranslation('conversing-together');
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const passHintId = useId();
  const [said, setSaid] = useState('');
  useEffect(() => {
    heading.current?.focus();
  }, []);

  const texts = (at: number) => {
    const turn = turnOf(at);
    return {
      progress: t('talk.progress', { current: at + 1, total: PROMPT_COUNT }),
      turn: t('talk.turn', { name: names[turn] }),
      question: t(promptKey(audience, at), { other: names[turn === 0 ? 1 : 0] }),
    };
  };
  const now = texts(index);
  const last = index >= PROMPT_COUNT - 1;

  const advance = (passed: boolean) => {
    if (!last) {
      const next = texts(index + 1);
      const parts = [next.turn, next.progress, next.question];
      setSaid((passed ? [t('talk.passed'), ...parts] : parts).join(' '));
    }
    onAdvance();
  };

  return (
    <Card aria-labelledby={headingId} gap={4}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="font-semibold text-oasis-900">{now.progress}</p>
        <PauseMenu {...menu} />
      </div>
      <h2
        ref={heading}
        id={headingId}
        tabIndex={-1}
        className="text-xl font-semibold text-stone-900 outline-none"
      >
        {now.turn}
      </h2>
      <p className="text-2xl text-oasis-900">{now.question}</p>
      <p className="text-stone-700">{t('talk.hint')}</p>
      {timer ? <TurnTimer key={index} held={paused} /> : null}
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => advance(false)}>{last ? t('talk.finish') : t('talk.next')}</Button>
        <Button variant="secondary" aria-describedby={passHintId} onClick={() => advance(true)}>
          {t('talk.pass')}
        </Button>
      </div>
      <p id={passHintId} className="text-sm text-stone-700">
        {t('talk.passHint')}
      </p>
      <p role="status" className="sr-only">
        {said}
      </p>
    </Card>
  );
}
