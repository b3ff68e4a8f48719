import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { FormFailure } from '@/components/form-failure';
import { Modal, preloadModal } from '@/components/modal';
import { startAgainAsGuest } from '@/lib/app-lock/guest-reset';

/**
 * A guest's way out of a forgotten PIN or passphrase: after a confirmation that says what is
 * deleted (what was kept on this phone without an account) and what stays (the exercises), the
 * lock is removed and the page loads again, now without a lock: the app opens as for a new guest.
 * (The lock host keeps the lock screen when a lock ends under it, for an account's "forgotten".)
 */
export function StartAgain({
  onStarted = () => window.location.reload(),
}: {
  onStarted?: () => void;
}) {
  const { t } = useTranslation('app-lock');
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const startAgain = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await startAgainAsGuest();
      setOpen(false);
      onStarted();
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
        {t('screen.forgotGuest')}
      </Button>
      <Modal isOpen={open} onOpenChange={setOpen} title={t('screen.resetTitle')}>
        <p>{t('screen.resetText')}</p>
        <FormFailure message={failed ? t('screen.failed') : null} />
        <div className="flex flex-wrap gap-2">
          <Button disabled={busy} onClick={() => void startAgain()}>
            {t('screen.resetConfirm')}
          </Button>
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {t('screen.cancel')}
          </Button>
        </div>
      </Modal>
    </>
  );
}
