/**
 * What the app shell shows of the writes that wait for the network (lib/records/outbox.ts): how
 * many, whether they are being sent, and what the last sync kept when it met a change made
 * elsewhere. Tiny and free of the records code, which loads (lib/records/outbox-runner.ts) once someone is
 * signed in and fills this in.
 */
export interface SyncStatus {
  pending: number;
  syncing: boolean;
  /** After a sync that met changes made elsewhere: what the person is told. */
  notice: 'keptBoth' | 'keptChanged' | null;
}

let status: SyncStatus = { pending: 0, syncing: false, notice: null };
const listeners = new Set<() => void>();
let runner: (() => void) | undefined;

export function syncStatus(): SyncStatus {
  return status;
}

export function subscribeToSync(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setSyncStatus(change: Partial<SyncStatus>): void {
  status = { ...status, ...change };
  for (const listener of [...listeners]) listener();
}

/** The outbox runner says how "Sync now" is done. */
export function registerSyncRunner(run: () => void): void {
  runner = run;
}

/** "Sync now": sends every write that waits, backoff or not. */
export function syncNow(): void {
  runner?.();
}
