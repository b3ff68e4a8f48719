import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import type { StepRunner as Runner } from '../hooks/use-step-runner';
import { StepProgress } from './step-progress';

interface StepRunnerProps {
  runner: Runner;
  /** Called by Next step on the last step (for example to go on to the reflection). */
  onPastLast?: () => void;
  children: ReactNode;
}

// Keys from a control that uses the arrows itself are left alone.
const OWN_ARROWS =
  'input, textarea, select, [role="slider"], [role="radiogroup"], [role="tablist"]';

/**
 * "Step n of N", the current step, and Previous step / Next step. The arrow keys move between
 * steps too, in the reading direction (in Arabic the left arrow goes on).
 */
export function StepRunner({ runner, onPastLast, children }: StepRunnerProps) {
  const { t, i18n } = useTranslation('exercise-kit');
  const forward = i18n.dir() === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backward = forward === 'ArrowLeft' ? 'ArrowRight' : 'ArrowLeft';
  const next = () => (runner.isLast ? onPastLast?.() : runner.next());

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (event.target instanceof Element && event.target.closest(OWN_ARROWS)) return;
    if (event.key === forward && (!runner.isLast || onPastLast)) {
      event.preventDefault();
      next();
    } else if (event.key === backward && !runner.isFirst) {
      event.preventDefault();
      runner.previous();
    }
  };

  return (
    // The arrow keys are a shortcut for the two buttons, which stay the way in for everyone.
    <div className="flex flex-col gap-5" onKeyDown={onKeyDown}>
      <StepProgress step={runner.index + 1} total={runner.total} />
      <div aria-live="polite">{children}</div>
      <p className="sr-only">{t('steps.keys')}</p>
      <div className="flex flex-wrap justify-between gap-3">
        <Button variant="secondary" onClick={runner.previous} disabled={runner.isFirst}>
          {t('steps.previous')}
        </Button>
        <Button onClick={next} disabled={runner.isLast && !onPastLast}>
          {t('steps.next')}
        </Button>
      </div>
    </div>
  );
}
