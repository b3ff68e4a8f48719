import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export function ShowPasswords({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation('auth');
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-5 accent-oasis-700"
      />
      <label htmlFor={id}>{t('password.show')}</label>
    </div>
  );
}
