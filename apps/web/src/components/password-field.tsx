import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField, inputClass } from './form-field';

interface PasswordFieldProps {
  label: string;
  hint?: string;
  error?: string | undefined;
  visible: boolean;
  autoComplete: 'current-password' | 'new-password';
  registration: UseFormRegisterReturn;
  /** 'numeric' for a PIN: a phone then opens its number pad, not the full keyboard. */
  inputMode?: 'numeric';
  onFocus?: () => void;
}

export function PasswordField({
  label,
  hint,
  error,
  visible,
  autoComplete,
  registration,
  inputMode,
  onFocus,
}: PasswordFieldProps) {
  return (
    <FormField label={label} hint={hint} error={error}>
      {(field) => (
        <input
          {...field}
          {...registration}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          inputMode={inputMode}
          onFocus={onFocus}
          spellCheck={false}
          autoCapitalize="off"
          className={inputClass}
        />
      )}
    </FormField>
  );
}
