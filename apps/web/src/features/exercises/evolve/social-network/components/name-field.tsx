import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField, inputClass } from '@/components/form-field';
import { NAME_MAX_LENGTH } from '../network-model';

interface NameFieldProps {
  value: string;
  onChange: (name: string) => void;
  /** Whether an empty name was refused: the message shows under the field. */
  empty: boolean;
  hint?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** A person's name or nickname, with the message for an empty one. */
export function NameField({ value, onChange, empty, hint, inputRef }: NameFieldProps) {
  const { t } = useTranslation('social-network');
  return (
    <FormField label={t('add.name')} hint={hint} error={empty ? t('add.empty') : undefined}>
      {(field) => (
        <input
          {...field}
          ref={inputRef}
          type="text"
          autoComplete="off"
          maxLength={NAME_MAX_LENGTH}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={inputClass}
        />
      )}
    </FormField>
  );
}
