import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Modal, preloadModal } from '@/components/modal';
import { signOut } from '@/lib/session/session';
import { syncStatus } from '@/lib/records/sync-status';
import { toast } from '@/lib/platform/toast';
import { useAddressForm } from '@/lib/session/use-address-form';

/**
 * Log out. With saves still waiting to sync, it asks first: they stay on this device, encrypted
 * and kept apart for this account, and are sent when the same person logs in here again; the next
 * person can neither read nor send them. (Quick exit never asks anything.)
 */
export function LogOutButton() {
  const { t } = useTranslation('profile');
  const context = useAddressForm();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  // The warning's dialog code is fetched ahead, while the pointer or focus nears the button.
  const preload = () => {
    if (syncStatus().pending > 0) preloadModal().catch(() => undefined);
  };

  const logOut = async () => {
    setAsking(false);
    await signOut().catch(() => undefined);
    toast.success(t('logout.done'));
    await navigate({ to: '/' });
  };

  return (
    <>
      <Button
        variant="secondary"
        className="self-start"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => (syncStatus().pending > 0 ? setAsking(true) : void logOut())}
      >
        {t('logout.button')}
      </Button>
      <Modal isOpen={asking} onOpenChange={setAsking} title={t('logout.pending.title')}>
        <p className="text-stone-800">{t('logout.pending.text')}</p>
        <div className="flex flex-wrap gap-3">
          <Button autoFocus onClick={() => setAsking(false)}>
            {t('logout.pending.cancel', { context })}
          </Button>
          <Button variant="secondary" onClick={() => void logOut()}>
            {t('logout.pending.confirm')}
          </Button>
        </div>
      </Modal>
    </>
  );
}
