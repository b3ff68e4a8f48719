import { useEffect } from 'react';
import { useSession } from '../session/session';
import { setSyncStatus } from './sync-status';

/**
 * Loads the outbox runner once someone is signed in (guests never load it), which sends the
 * writes that waited on this device for that account.
 */
export function useOutboxSync(): void {
  const { account } = useSession();
  const accountId = account?.id ?? null;
  useEffect(() => {
    if (accountId === null) {
      // Logged out: nothing of the last person's is shown (their writes stay, locked, for them).
      // (The sync status is in the app shell already: its bar shows it.)
      setSyncStatus({ pending: 0, notice: null });
      return;
    }
    import('./outbox-runner').then(
      (runner) => runner.startOutboxSync(),
      // Offline before the chunk was stored: the next start tries again.
      () => undefined,
    );
  }, [accountId]);
}
