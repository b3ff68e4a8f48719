import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { FormFailure } from '@/components/form-failure';
import { Modal, preloadModal } from '@/components/modal';
import { forgetOnThisDevice } from '@/lib/app-lock/lock-actions';

/**
 * "Forgot PIN? Sign in with your password": after a confirmation, the device forgets its copy of
 * the account's key; the password opens the account again and nothing on the server is lost.
 */
export function ForgetKey({ label, onForgotten }: { label: string; onForgotten: () => void }) {
  const { t } = useTranslation('app-lock');
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const forget = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await forgetOnThisDevice();
      setOpen(false);
      onForgotten();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        variant="quiet"
        className="self-start"
        onPointerEnter={preloadModal}
        onFocus={preloadModal}
        onClick={() => setOpen(true)}
      >
        {label}
      </Button>
      <Modal isOpen={open} onOpenChange={setOpen} title={t('screen.forgetTitle')}>
        <p>{t('screen.forgetText')}</p>
        <FormFailure message={failed ? t('screen.failed') : null} />
        <div className="flex flex-wrap gap-2">
          <Button disabled={busy} onClick={() => void forget()}>
            {t('screen.forgetConfirm')}
          </Button>
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {t('screen.cancel')}
          </Button>
        </div>
      </Modal>
    </>
  );
}
