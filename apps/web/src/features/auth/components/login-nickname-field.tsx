import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, inputClass } from '@/components/form-field';
import { validateLoginNickname, type FieldErrorKey } from '@/lib/session/form-rules';

interface LoginNicknameFieldProps {
  /** The form's register and errors; its values must include `nickname`. */
  form: {
    register: UseFormRegister<{ nickname: string }>;
    formState: { errors: FieldErrors<{ nickname: string }> };
  };
}

/**
 * The nickname of an existing account (log in, recovery). Only its presence is checked: any other
 * hint would tell whether a nickname exists.
 */
export function LoginNicknameField({ form }: LoginNicknameFieldProps) {
  const { t } = useTranslation('auth');
  const error = form.formState.errors.nickname?.message;
  return (
    <FormField label={t('nickname.label')} error={error ? t(error as FieldErrorKey) : undefined}>
      {(field) => (
        <input
          {...field}
          {...form.register('nickname', { validate: validateLoginNickname })}
          autoComplete="username"
          className={inputClass}
        />
      )}
    </FormField>
  );
}
