import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField, inputClass } from './form-field';

interface PasswordFieldProps {
  label: string;
  hint?: string;
  error?: string | undefined;
  visible: boolean;
  autoComplete: 'current-password' | 'new-password';
  registration: UseFormRegisterReturn;
}

export function PasswordField({
  label,
  hint,
  error,
  visible,
  autoComplete,
  registration,
}: PasswordFieldProps) {
  return (
    <FormField label={label} hint={hint} error={error}>
      {(field) => (
        <input
          {...field}
          {...registration}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          spellCheck={false}
          autoCapitalize="off"
          className={inputClass}
        />
      )}
    </FormField>
  );
}
