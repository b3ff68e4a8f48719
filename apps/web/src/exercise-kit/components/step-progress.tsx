import { useTranslation } from 'react-i18next';

interface StepProgressProps {
  step: number;
  total: number;
}

/** "Step 2 of 7" and a bar filled to match, growing from the start side in either direction. */
export function StepProgress({ step, total }: StepProgressProps) {
  const { t } = useTranslation('exercise-kit');
  // Plain interpolation keeps Latin digits in Arabic too, like the rest of the app.
  const text = t('progress.value', { step: String(step), total: String(total) });
  return (
    <div className="flex flex-col gap-1">
      <p className="text-sm font-medium text-stone-700" aria-hidden="true">
        {text}
      </p>
      <div
        role="progressbar"
        aria-label={t('progress.label')}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={step}
        aria-valuetext={text}
        className="h-2 w-full overflow-hidden rounded-full bg-stone-200"
      >
        <div
          className="h-full rounded-full bg-oasis-600"
          style={{ inlineSize: `${(step / total) * 100}%` }}
        />
      </div>
    </div>
  );
}
