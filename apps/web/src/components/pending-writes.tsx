import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { setSyncStatus, subscribeToSync, syncNow, syncStatus } from '@/lib/records/sync-status';
import { Button } from './button';

/**
 * Saves that wait on this device for the network: how many, with "Sync now"; and, after a sync
 * that met a change made on another device, that both versions were kept. The words are in live
 * regions (announced politely); the buttons stay outside them, so they are not read out each time.
 */
export function PendingWrites() {
  const { t } = useTranslation();
  const { pending, syncing, notice } = useSyncExternalStore(
    subscribeToSync,
    syncStatus,
    syncStatus,
  );
  return (
    <>
      <div className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 bg-sand-100 px-4 text-stone-900">
        <p role="status" className={pending > 0 ? 'py-2' : ''}>
          {pending > 0 ? t('sync.waiting', { count: pending }) : null}
          {pending > 0 && syncing ? ` ${t('sync.syncing')}` : null}
        </p>
        {pending > 0 ? (
          <Button variant="secondary" className="my-1" onClick={syncNow}>
            {t('sync.now')}
          </Button>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center justify-center gap-x-3 bg-oasis-50 px-4 text-stone-900">
        <p role="status" className={notice ? 'py-2' : ''}>
          {notice ? t(`sync.${notice}`) : null}
        </p>
        {notice ? (
          <Button variant="quiet" className="my-1" onClick={() => setSyncStatus({ notice: null })}>
            {t('sync.dismiss')}
          </Button>
        ) : null}
      </div>
    </>
  );
}
