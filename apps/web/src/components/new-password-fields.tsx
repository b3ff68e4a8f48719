import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from './password-field';
import { ShowPasswords } from './show-passwords';

interface NewPasswordFieldsProps {
  /** "Password" when signing up, "New password" when changing or recovering. */
  label: string;
  visible: boolean;
  onVisibleChange: (visible: boolean) => void;
  password: UseFormRegisterReturn;
  passwordError?: string | undefined;
  confirm: UseFormRegisterReturn;
  confirmError?: string | undefined;
}

/** A new password, its confirmation and the show-passwords switch, as every form asks for them. */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  const { t } = useTranslation('auth');
  return (
    <>
      <PasswordField
        label={props.label}
        hint={t('password.hint')}
        visible={props.visible}
        autoComplete="new-password"
        error={props.passwordError}
        registration={props.password}
      />
      <PasswordField
        label={t('password.confirm')}
        visible={props.visible}
        autoComplete="new-password"
        error={props.confirmError}
        registration={props.confirm}
      />
      <ShowPasswords checked={props.visible} onChange={props.onVisibleChange} />
    </>
  );
}
