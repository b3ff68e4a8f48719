import { GENDERS } from '@waha/shared/constants';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

interface GenderChoiceProps {
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  /** When a visible heading above already says "Gender", the legend is for screen readers only. */
  legendHidden?: boolean;
}

/** Male or female (spec §3), as a radio group whose error is announced with it. */
export function GenderChoice({ registration, error, legendHidden = false }: GenderChoiceProps) {
  const { t } = useTranslation('auth');
  const errorId = useId();
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-invalid={Boolean(error)}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className={legendHidden ? 'sr-only' : 'mb-1 font-semibold text-stone-800'}>
        {t('gender.label')}
      </legend>
      <div className="flex flex-wrap gap-4">
        {GENDERS.map((gender) => (
          <label key={gender} className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              value={gender}
              {...registration}
              className="size-5 accent-oasis-700"
            />
            {t(`gender.${gender}`)}
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
