import { GENDERS } from '@waha/shared/constants';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChoiceGroup } from './choice-group';

interface GenderChoiceProps {
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  /** When a visible heading above already says "Gender", the legend is for screen readers only. */
  legendHidden?: boolean;
}

/** Male or female (spec §3), as a radio group whose error is announced with it. */
export function GenderChoice({ registration, error, legendHidden = false }: GenderChoiceProps) {
  const { t } = useTranslation('auth');
  return (
    <ChoiceGroup
      legend={t('gender.label')}
      options={GENDERS.map((gender) => ({ value: gender, label: t(`gender.${gender}`) }))}
      registration={registration}
      error={error}
      legendHidden={legendHidden}
    />
  );
}
