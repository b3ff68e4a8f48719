import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  validateConfirmation,
  validateNewPassword,
  type FieldErrorKey,
} from '@/lib/session/form-rules';
import { loadPasswordEstimator } from '@/lib/session/password-strength';
import { PasswordField } from './password-field';
import { ShowPasswords } from './show-passwords';

/** The two fields every form that sets a password has. */
export interface NewPasswordValues {
  password: string;
  confirm: string;
}

interface NewPasswordFieldsProps {
  /** The form's register and errors; its values must include `password` and `confirm`. */
  form: {
    register: UseFormRegister<NewPasswordValues>;
    formState: { errors: FieldErrors<NewPasswordValues> };
  };
  /** "Password" when signing up, "New password" when changing or recovering. */
  label: string;
  visible: boolean;
  onVisibleChange: (visible: boolean) => void;
}

/**
 * A new password, its confirmation and the show-passwords switch, with the spec §5 rules and
 * messages, as every form that sets a password asks for them.
 */
export function NewPasswordFields({
  form,
  label,
  visible,
  onVisibleChange,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation('auth');
  const { errors } = form.formState;
  const message = (key: string | undefined) => (key ? t(key as FieldErrorKey) : undefined);
  // The strength estimator's code comes when the password is first used (a focus, or a password
  // manager's fill): a screen that only passes by never downloads its dictionaries.
  const password = form.register('password', { validate: validateNewPassword });
  return (
    <>
      <PasswordField
        label={label}
        hint={t('password.hint')}
        visible={visible}
        autoComplete="new-password"
        error={message(errors.password?.message)}
        registration={{
          ...password,
          onChange: (event) => {
            void loadPasswordEstimator();
            return password.onChange(event);
          },
        }}
        onFocus={() => void loadPasswordEstimator({ retry: true })}
      />
      <PasswordField
        label={t('password.confirm')}
        visible={visible}
        autoComplete="new-password"
        error={message(errors.confirm?.message)}
        registration={form.register('confirm', {
          validate: (value, values) => validateConfirmation(value, values.password),
        })}
      />
      <ShowPasswords checked={visible} onChange={onVisibleChange} />
    </>
  );
}
