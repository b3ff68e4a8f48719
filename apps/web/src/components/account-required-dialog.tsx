import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from './button';
import { Modal } from './modal';

interface AccountRequiredDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** `save`: a guest tried to save a reflection; `continue`: the exercise needs an account. */
  reason: 'save' | 'continue';
  /** Where to come back to after registering or logging in (a path of this app). */
  returnTo: string;
}

/** Tells a guest that this needs an account (spec §6), with a way to register or log in. */
export function AccountRequiredDialog({
  isOpen,
  onOpenChange,
  reason,
  returnTo,
}: AccountRequiredDialogProps) {
  const { t } = useTranslation('auth');
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} title={t('accountRequired.title')}>
      <p className="text-stone-800">{t(`accountRequired.${reason}`)}</p>
      <div className="flex flex-wrap gap-2">
        <Link
          to="/auth/register"
          search={{ redirect: returnTo }}
          className={buttonClass('primary')}
        >
          {t('accountRequired.register')}
        </Link>
        <Link to="/auth/login" search={{ redirect: returnTo }} className={buttonClass('secondary')}>
          {t('accountRequired.login')}
        </Link>
      </div>
    </Modal>
  );
}
