import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '../../../../../components/button';
import { PERSONAL_SOURCES_STEP_COUNT } from '@waha/shared/constants';

interface StepNavProps {
  step: number;
  busy: boolean;
  onNext: () => void;
}

/** Previous step (from step 1, the intro) and Next step (after the last, the summary). */
export function StepNav({ step, busy, onNext }: StepNavProps) {
  const { t } = useTranslation(['personal-sources', 'exercise-kit']);
  const last = step === PERSONAL_SOURCES_STEP_COUNT;
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
