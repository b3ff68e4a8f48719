import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { useAddressForm } from '@/lib/session/use-address-form';
import { Card } from '@/components/card';

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
}: CompletionCardProps) {
  const { t } = useTranslation('exercise-kit');
  const context = useAddressForm();
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
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
        {t('completion.title', { context })}
      </h2>
      <p className="text-lg text-stone-800">{message ?? t('completion.message', { context })}</p>
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
    </Card>
  );
}
