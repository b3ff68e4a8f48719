import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PERSONAL_SOURCES_STEP_COUNT } from '@waha/shared/constants';
import { Button, buttonClass } from '@/components/button';

interface StepNavProps {
  step: number;
  /** Moving on leads to the summary (after the last step, or when editing from the summary). */
  toSummary: boolean;
  busy: boolean;
  onNext: () => void;
}

/** Previous step (from step 1, the intro) and Next step (or the summary, after the last). */
export function StepNav({ step, toSummary, busy, onNext }: StepNavProps) {
  const { t } = useTranslation(['personal-sources', 'exercise-kit']);
  const last = toSummary || step === PERSONAL_SOURCES_STEP_COUNT;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      {step > 1 ? (
        <Link
          to="/exercises/evolve/personal-sources/$step"
          params={{ step: String(step - 1) }}
          className={buttonClass('quiet')}
        >
          {t('exercise-kit:steps.previous')}
        </Link>
      ) : (
        <Link to="/exercises/evolve/personal-sources/" className={buttonClass('quiet')}>
          {t('exercise-kit:steps.previous')}
        </Link>
      )}
      <Button onClick={onNext} disabled={busy}>
        {busy ? t('step.saving') : last ? t('step.toSummary') : t('step.next')}
      </Button>
    </div>
  );
}
