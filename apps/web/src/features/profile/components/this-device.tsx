import { DEFAULT_SESSION_POLICY } from '@waha/shared/server-data';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { FormFailure } from '@/components/form-failure';
import { Modal, preloadModal } from '@/components/modal';
import { useServerData } from '@/lib/platform/server-data';
import { toast } from '@/lib/platform/toast';
import { logOutEverywhere } from '../api/log-out-everywhere';

const DAY_SECONDS = 24 * 60 * 60;

/** "30 days", "7 days" ("30 يومًا", "7 أيام"), or hours for a server set shorter than a day. */
function formatDuration(seconds: number, language: string): string {
  const [value, unit] =
    seconds >= DAY_SECONDS
      ? [Math.round(seconds / DAY_SECONDS), 'day']
      : [Math.max(1, Math.round(seconds / 3600)), 'hour'];
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(
    value,
  );
}

/**
 * The risk of a sign-in kept on a shared phone, said plainly: how long it lasts here (the
 * server's own setting), the way to be asked for the password each time (the app lock with the
 * password), and logging out from every device.
 */
export function ThisDevice() {
  const { t, i18n } = useTranslation('app-lock');
  const policy = useServerData().session ?? DEFAULT_SESSION_POLICY;
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const everywhere = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await logOutEverywhere();
      setOpen(false);
      toast.success(t('device.everywhereDone'));
      await navigate({ to: '/' });
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <p>
        {t('device.stays', {
          max: formatDuration(policy.maxSeconds, i18n.language),
          idle: formatDuration(policy.idleSeconds, i18n.language),
        })}
      </p>
      <p className="text-stone-700">{t('device.askPassword')}</p>
      <p className="text-stone-700">{t('device.everywhereHelp')}</p>
      <Button
        variant="secondary"
        className="self-start"
        onPointerEnter={preloadModal}
        onFocus={preloadModal}
        onClick={() => setOpen(true)}
      >
        {t('device.everywhere')}
      </Button>
      <Modal isOpen={open} onOpenChange={setOpen} title={t('device.everywhereTitle')}>
        <p>{t('device.everywhereHelp')}</p>
        <FormFailure message={failed ? t('device.failed') : null} />
        <div className="flex flex-wrap gap-2">
          <Button disabled={busy} onClick={() => void everywhere()}>
            {t('device.everywhereConfirm')}
          </Button>
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {t('device.cancel')}
          </Button>
        </div>
      </Modal>
    </div>
  );
}
