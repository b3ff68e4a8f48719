import type { LockIdleMinutes } from '@waha/shared/app-lock';
import { useState, useSyncExternalStore } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { ChoiceGroup } from '@/components/choice-group';
import { Modal, preloadModal } from '@/components/modal';
import { changeLockIdle, removeLock } from '@/lib/app-lock/lock-actions';
import { lockEverywhere, lockStatus, subscribeLockStatus } from '@/lib/app-lock/lock-state';
import { useLockSettings } from '@/lib/app-lock/use-lock-settings';
import { toast } from '@/lib/platform/toast';
import { formatMinutes, useIdleOptions } from './idle-options';
import { SetLockForm } from './set-lock-form';

function IdleForm({ idleMinutes, onSaved }: { idleMinutes: LockIdleMinutes; onSaved: () => void }) {
  const { t } = useTranslation('app-lock');
  const options = useIdleOptions();
  const form = useForm<{ idle: string }>({ defaultValues: { idle: String(idleMinutes) } });
  const submit = form.handleSubmit(async ({ idle }) => {
    await changeLockIdle(Number(idle) as LockIdleMinutes);
    toast.success(t('settings.idleSaved'));
    onSaved();
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-2">
      <ChoiceGroup
        legend={t('settings.idleLegend')}
        options={options}
        registration={form.register('idle')}
      />
      <Button type="submit" variant="secondary" className="self-start">
        {t('settings.changeIdle')}
      </Button>
    </form>
  );
}

function TurnOff() {
  const { t } = useTranslation('app-lock');
  const [open, setOpen] = useState(false);
  const turnOff = async () => {
    try {
      await removeLock();
    } catch {
      // The server must first forget this session's unlock secret (lib/app-lock/unlock-secret.ts).
      toast.error(t('settings.turnOffNetwork'));
      return;
    }
    setOpen(false);
    toast.success(t('settings.turnedOff'));
  };
  return (
    <>
      <Button
        variant="secondary"
        onPointerEnter={preloadModal}
        onFocus={preloadModal}
        onClick={() => setOpen(true)}
      >
        {t('settings.turnOff')}
      </Button>
      <Modal isOpen={open} onOpenChange={setOpen} title={t('settings.turnOffTitle')}>
        <p>{t('settings.turnOffText')}</p>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => void turnOff()}>{t('settings.turnOffConfirm')}</Button>
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {t('settings.cancel')}
          </Button>
        </div>
      </Modal>
    </>
  );
}

/**
 * The profile's app lock: why it helps and what it cannot do, in plain words; set it, change how
 * soon it locks, lock now, or turn it off. For guests and accounts alike.
 */
export function AppLockSettings() {
  const { t, i18n } = useTranslation('app-lock');
  const status = useSyncExternalStore(subscribeLockStatus, lockStatus, () => 'off' as const);
  const [setting, setSetting] = useState(false);
  const [version, setVersion] = useState(0);
  const [settings] = useLockSettings(`${status}/${version}`);

  return (
    <div className="flex flex-col gap-3">
      <p>{t('settings.intro')}</p>
      <p className="text-stone-700">{t('settings.limits')}</p>
      {status === 'open' ? (
        <>
          {settings && (
            <>
              <p className="font-semibold">
                {t('settings.on', { time: formatMinutes(settings.idleMinutes, i18n.language) })}
              </p>
              <IdleForm
                key={settings.idleMinutes}
                idleMinutes={settings.idleMinutes}
                onSaved={() => setVersion((count) => count + 1)}
              />
            </>
          )}
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => void lockEverywhere()}>{t('settings.lockNow')}</Button>
            <TurnOff />
          </div>
        </>
      ) : setting ? (
        <SetLockForm onDone={() => setSetting(false)} onCancel={() => setSetting(false)} />
      ) : (
        <>
          <p className="font-semibold">{t('settings.off')}</p>
          <Button variant="secondary" className="self-start" onClick={() => setSetting(true)}>
            {t('settings.setUp')}
          </Button>
        </>
      )}
    </div>
  );
}
