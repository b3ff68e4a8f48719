import { pendingWrites } from './outbox';
import { createOutboxSync } from './outbox-sync';
import { currentAccount, getDataKey, queryClient, SESSION_KEY } from '../session/session';
import { registerSyncRunner, setSyncStatus } from './sync-status';

/**
 * Sends the writes that wait (lib/records/outbox.ts) when the connection is likely back: when
 * someone signed in opens the app, on `online`, when the app becomes visible again, when a write
 * is left to wait, on "Sync now", and at the time the backoff of a failed attempt ends.
 */
const accountId = () => currentAccount()?.id ?? null;
const sync = createOutboxSync({ accountId, getDataKey });
let running: Promise<void> | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;
let started = false;

async function waiting() {
  const account = accountId();
  return account === null ? [] : pendingWrites(account).catch(() => []);
}

/** The count shown, and a timer for the earliest write whose backoff ends. */
async function refresh(): Promise<void> {
  const entries = await waiting();
  setSyncStatus({ pending: entries.length });
  clearTimeout(timer);
  if (entries.length === 0) return;
  const next = Math.min(...entries.map((entry) => entry.notBefore));
  timer = setTimeout(() => void runSync(), Math.max(next - Date.now(), 1000));
}

export function runSync(force = false): Promise<void> {
  running ??= (async () => {
    setSyncStatus({ syncing: true });
    try {
      const report = await sync.flush(force);
      if (report.keptBoth > 0) setSyncStatus({ notice: 'keptBoth' });
      else if (report.keptChanged > 0) setSyncStatus({ notice: 'keptChanged' });
      if (report.sent + report.keptBoth + report.keptChanged > 0) {
        // The screens read again what the server now holds.
        await queryClient.invalidateQueries({
          predicate: (query) => query.queryKey[0] !== SESSION_KEY[0],
        });
      }
    } catch {
      // A write that could not be dealt with stays in the outbox for the next attempt.
    } finally {
      running = undefined;
      setSyncStatus({ syncing: false });
      await refresh();
    }
  })();
  return running;
}

/** A write was left to wait: show it, and send it when its time comes. */
export function outboxChanged(): void {
  void refresh();
}

/** Starts listening (once) and sends what waits for the account now signed in. */
export function startOutboxSync(): void {
  if (!started) {
    started = true;
    window.addEventListener('online', () => void runSync(true));
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') void runSync();
    });
    registerSyncRunner(() => void runSync(true));
  }
  void runSync();
}
