import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { useAddressForm } from '@/lib/session/use-address-form';
import { Card } from '@/components/card';
import { exerciseBySlug } from '../catalogue';
import { useRecordDone } from '../records/exercise-done';
import { PracticePlan } from './practice-plan';

/** Where Finish goes: home, which inside the app is the hub (spec §4). */
export const HUB_PATH = '/exercises/';

interface CompletionCardProps {
  /** The exercise's own closing words; the kit's general message otherwise. */
  message?: string;
  onRepeat: () => void;
  /** Called before Finish goes to the hub (for example to forget the exercise's place). */
  onFinish?: () => void;
  /** Said under the message, e.g. the change in the before-and-after check. */
  children?: ReactNode;
  /**
   * Whether the heading takes the focus when the card appears (the default). An exercise that
   * shows the card without the person's doing (a finished picture chosen again) leaves the focus
   * where it is and says it in a live region instead.
   */
  focusOnShow?: boolean;
  /** The exercise's slug: the card then offers a practice plan for it. */
  exercise?: string;
  /**
   * The exercise asks for no rating: the card records that it was done (exercise-done.ts), so
   * the progress page lists it too.
   */
  recordsDone?: boolean;
  /**
   * The distress rating rose during the exercise (walkthrough finding 7): a neutral heading and
   * words instead of "Well done", above the change and the emergency sentence.
   */
  rose?: boolean;
}

/**
 * The completion card of spec §4: a success message, Finish (back to the hub) and Repeat. Its
 * heading takes the focus when it appears, so a screen reader reads that the exercise is done.
 */
export function CompletionCard({
  message,
  onRepeat,
  onFinish,
  children,
  focusOnShow = true,
  exercise,
  recordsDone = false,
  rose = false,
}: CompletionCardProps) {
  const { t } = useTranslation('exercise-kit');
  const context = useAddressForm();
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  useRecordDone(recordsDone ? exercise : undefined);
  const row = exercise ? exerciseBySlug(exercise) : undefined;
  useEffect(() => {
    if (focusOnShow) heading.current?.focus();
  }, [focusOnShow]);
  return (
    <Card aria-labelledby="completion-title" gap={4}>
      <h2
        id="completion-title"
        ref={heading}
        tabIndex={-1}
        className="text-2xl font-semibold text-oasis-900 outline-none"
      >
        {rose ? t('completion.titleRose') : t('completion.title', { context })}
      </h2>
      <p className="text-lg text-stone-800">
        {rose
          ? t('completion.messageRose', { context })
          : (message ?? t('completion.message', { context }))}
      </p>
      {children}
      <div className="flex flex-wrap gap-3">
        <Button
          onClick={() => {
            onFinish?.();
            void navigate({ to: HUB_PATH });
          }}
        >
          {t('completion.finish')}
        </Button>
        <Button variant="secondary" onClick={onRepeat}>
          {t('completion.repeat')}
        </Button>
      </div>
      {row ? <PracticePlan exercise={row} /> : null}
      <Link to="/profile/practice" className="self-start font-semibold text-oasis-800 underline">
        {t('completion.practice', { context })}
      </Link>
    </Card>
  );
}
