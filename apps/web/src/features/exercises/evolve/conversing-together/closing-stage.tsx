import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { ReflectionBox } from '@/exercise-kit/components/reflection-box';
import { Card } from '@/components/card';
import { EXERCISE } from './kept-place';

export const EXERCISE_PATH = '/exercises/evolve/conversing-together/exercise';

const QUESTIONS = ['learnt', 'smile', 'feel', 'again'] as const;

/**
 * After the last question: a few questions to talk about together, then the kit's reflection box
 * (an encrypted record; a guest is asked for an account only on saving) and the way on to the
 * completion card. Its heading takes the focus when it appears.
 */
export function ClosingStage({ onContinue }: { onContinue: () => void }) {
  const { t } = useTranslation('conversing-together');
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <>
      <Card aria-labelledby={headingId} gap={3}>
        <h2
          ref={heading}
          id={headingId}
          tabIndex={-1}
          className="text-xl font-semibold text-stone-900 outline-none"
        >
          {t('closing.title')}
        </h2>
        <p className="text-stone-800">{t('closing.text')}</p>
        <ul className="flex list-disc flex-col gap-2 ps-6 text-lg text-stone-800">
          {QUESTIONS.map((key) => (
            <li key={key}>{t(`closing.questions.${key}`)}</li>
          ))}
        </ul>
      </Card>
      <ReflectionBox
        exercise={EXERCISE}
        prompt={t('closing.reflection')}
        returnTo={EXERCISE_PATH}
      />
      <Button className="self-start" onClick={onContinue}>
        {t('closing.continue')}
      </Button>
    </>
  );
}
