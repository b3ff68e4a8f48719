import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/button';
import { TRACES } from './hand-geometry';
import { breathText } from './trace-text';
import { BreathProgress, TracedHand } from './traced-hand';

// How long one drawn breath takes when the person sets the pace: the narration's way up, with
// the breath out longer than the breath in (scripts/media/finger-breathing.mjs).
const BREATH_SECONDS = { in: 4, out: 6 } as const;

/**
 * The hand traced at the person's own pace: each press of the button (a tap, a click, Space or
 * Enter) starts the next breath in or out, however long the last one took.
 */
export function OwnPaceTracing({
  index,
  onNext,
  onFinish,
  paused = false,
}: {
  /** The breath being drawn (an index of TRACES), or -1 before the first. */
  index: number;
  onNext: () => void;
  onFinish: () => void;
  /** While true (the pause menu is open), the breath being drawn waits. */
  paused?: boolean;
}) {
  const { t } = useTranslation('finger-breathing');
  const button = useRef<HTMLButtonElement>(null);
  const done = index >= TRACES.length - 1;
  const next = TRACES[index + 1];

  // The one control of this part: focused when it starts, and again when it becomes Continue.
  useEffect(() => {
    button.current?.focus();
  }, [done]);

  return (
    <div className="flex flex-col gap-4">
      <p className="text-stone-700">{t('ownPace.hint')}</p>
      <TracedHand
        index={index}
        duration={BREATH_SECONDS[TRACES[index]?.breath ?? 'in']}
        paused={paused}
      />
      <p role="status" className="min-h-14 text-center text-xl font-semibold text-oasis-900">
        {done ? t('ownPace.done') : index < 0 ? t('trace.ready') : breathText(t, index)}
      </p>
      <BreathProgress index={index} />
      <button
        ref={button}
        type="button"
        className={buttonClass('primary', 'min-h-16 self-center px-10 text-xl')}
        onClick={done ? onFinish : onNext}
      >
        {done
          ? t('continue')
          : next?.breath === 'out'
            ? t('ownPace.breatheOut')
            : t('ownPace.breatheIn')}
      </button>
    </div>
  );
}
