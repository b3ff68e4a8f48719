import { useTranslation } from 'react-i18next';

interface StepProgressProps {
  step: number;
  total: number;
  /** Light on a dark screen (leading a group), larger, one part of the bar per step. */
  onDark?: boolean;
}

/** "Step 2 of 7" and a bar filled to match, growing from the start side in either direction. */
export function StepProgress({ step, total, onDark = false }: StepProgressProps) {
  const { t } = useTranslation('exercise-kit');
  // Plain interpolation keeps Latin digits in Arabic too, like the rest of the app.
  const text = t('progress.value', { step: String(step), total: String(total) });
  return (
    <div className="flex flex-col gap-1">
      <p
        className={
          onDark ? 'text-lg font-semibold text-stone-200' : 'text-sm font-medium text-stone-700'
        }
        aria-hidden="true"
      >
        {text}
      </p>
      <div
        role="progressbar"
        aria-label={t('progress.label')}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={step}
        aria-valuetext={text}
        className={
          onDark ? 'flex h-3 w-full gap-1' : 'h-2 w-full overflow-hidden rounded-full bg-stone-200'
        }
      >
        {onDark ? (
          Array.from({ length: total }, (_, index) => (
            <span
              key={index}
              className={`h-full flex-1 rounded-full ${index < step ? 'bg-amber-300' : 'bg-stone-700'}`}
            />
          ))
        ) : (
          <div
            className="h-full rounded-full bg-oasis-600"
            style={{ inlineSize: `${(step / total) * 100}%` }}
          />
        )}
      </div>
    </div>
  );
}
