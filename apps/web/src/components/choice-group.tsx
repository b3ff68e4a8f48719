import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface ChoiceGroupProps {
  legend: string;
  options: readonly { value: string; label: string }[];
  registration: UseFormRegisterReturn;
  /** A sentence under the legend that helps choose (read with the group). */
  hint?: string;
  /** Already translated; announced when it appears. */
  error?: string | undefined;
  /** When a visible heading above already names the group, the legend is for screen readers only. */
  legendHidden?: boolean;
}

/** A radio group with a legend, its hint and error tied to it for screen readers. */
export function ChoiceGroup({
  legend,
  options,
  registration,
  hint,
  error,
  legendHidden = false,
}: ChoiceGroupProps) {
  const errorId = useId();
  const hintId = useId();
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-invalid={Boolean(error)}
      aria-describedby={describedBy || undefined}
    >
      <legend className={legendHidden ? 'sr-only' : 'mb-1 font-semibold text-stone-800'}>
        {legend}
      </legend>
      {hint ? (
        <p id={hintId} className="text-sm text-stone-700">
          {hint}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-x-6 gap-y-1">
        {options.map((option) => (
          <label
            key={option.value}
            data-option={option.value}
            className="flex min-h-11 items-center gap-2"
          >
            <input
              type="radio"
              value={option.value}
              {...registration}
              aria-describedby={error ? errorId : undefined}
              className="size-5 accent-oasis-700"
            />
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm font-semibold text-red-800">
          {error}
        </p>
      )}
    </fieldset>
  );
}
