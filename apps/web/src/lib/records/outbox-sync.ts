import { storedRecordSchema, versionConflictSchema } from '@waha/shared';
import type { StoredRecord } from '@waha/shared';
import { ApiRequestError, NetworkError, apiFetch } from '../platform/api-client';
import { conflictPolicy, markedCopy, mergeVersions, sameValue } from './conflicts';
import { pendingWrites, settleWrite, updateWrite, enqueueWrite } from './outbox';
import type { OutboxEntry } from './outbox';
import { cacheRecord, forgetCachedRecord } from './records-cache';
import { recordPath } from './record-path';

/**
 * Sends the writes that waited (./outbox.ts), oldest first. The API has no idempotency key; the
 * base version makes sending twice safe: a write the server applied but whose answer was lost is
 * refused the second time with a 409 carrying the current record, and when that record is the
 * very ciphertext sent (or decrypts to the same value) it counts as saved. Any other 409 is a
 * change made elsewhere, which is never overwritten (./conflicts.ts).
 */
export interface OutboxSyncOptions {
  accountId: () => string | null;
  getDataKey: () => Promise<CryptoKey | null>;
  fetchApi?: typeof apiFetch;
  now?: () => number;
}

export interface SyncReport {
  /** Writes the server now holds. */
  sent: number;
  /** Writes that met a change made elsewhere: both versions kept (a copy, or merged). */
  keptBoth: number;
  /** Deletions not made because the record had been changed elsewhere. */
  keptChanged: number;
  /** Writes still waiting (no connection, or not due yet). */
  waiting: number;
}

/** The wait before attempt n+1: 5 s, doubling, at most 10 minutes. */
export function backoff(attempts: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 600_000);
}

/** `later`: this write waits; `offline`: every write waits (no connection, or no session). */
type Outcome = 'sent' | 'keptBoth' | 'keptChanged' | 'again' | 'later' | 'offline';

const sameCiphertext = (entry: OutboxEntry, current: StoredRecord | null) =>
  current !== null && entry.op === 'put' && current.ciphertext === entry.ciphertext;

export function createOutboxSync(options: OutboxSyncOptions) {
  const fetchApi = options.fetchApi ?? apiFetch;
  const now = options.now ?? Date.now;

  const cache = (account: string, record: StoredRecord) =>
    cacheRecord({ accountId: account, ...record });

  /** The server's current record after a 409 (from its answer, or fetched), or null if gone. */
  async function currentOf(entry: OutboxEntry, body: unknown): Promise<StoredRecord | null> {
    const conflict = versionConflictSchema.safeParse(body);
    if (conflict.success) return conflict.data.current;
    try {
      return await fetchApi(recordPath(entry.kind, entry.id), { schema: storedRecordSchema });
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 404) return null;
      throw error;
    }
  }

  async function resolvePut(entry: OutboxEntry, current: StoredRecord | null): Promise<Outcome> {
    // Deleted elsewhere meanwhile: this device's version is all there is, so create it anew.
    if (current === null) {
      await updateWrite({ ...entry, baseVersion: 0 });
      return 'again';
    }
    await cache(entry.accountId, current);
    if (sameCiphertext(entry, current)) return 'sent';
    const key = await options.getDataKey();
    if (!key) return 'offline';
    const { decryptRecord, encryptRecord } = await import('../crypto');
    const open = (ciphertext: string, id = entry.id) =>
      decryptRecord<unknown>(key, entry.kind, id, ciphertext);
    const [server, device] = await Promise.all([
      open(current.ciphertext),
      open(entry.ciphertext ?? ''),
    ]);
    if (sameValue(server, device)) return 'sent';

    if (conflictPolicy(entry.id) === 'merge') {
      const base = entry.baseCiphertext ? await open(entry.baseCiphertext) : undefined;
      const merged = mergeVersions(base, server, device);
      await updateWrite({
        ...entry,
        baseVersion: current.version,
        baseCiphertext: current.ciphertext,
        ciphertext: await encryptRecord(key, entry.kind, entry.id, merged),
      });
      return sameValue(merged, server) ? 'again' : 'keptBoth';
    }
    const copyId = crypto.randomUUID();
    await enqueueWrite({
      accountId: entry.accountId,
      kind: entry.kind,
      id: copyId,
      op: 'put',
      baseVersion: 0,
      ciphertext: await encryptRecord(key, entry.kind, copyId, markedCopy(device, entry.id)),
    });
    await settleWrite(entry);
    return 'keptBoth';
  }

  async function send(entry: OutboxEntry): Promise<Outcome> {
    const path = recordPath(entry.kind, entry.id);
    try {
      if (entry.op === 'put') {
        const saved = await fetchApi(path, {
          method: 'PUT',
          body: { version: entry.baseVersion, ciphertext: entry.ciphertext },
          schema: storedRecordSchema,
        });
        await cache(entry.accountId, saved);
      } else {
        await fetchApi(path, { method: 'DELETE', body: { version: entry.baseVersion } });
        await forgetCachedRecord(entry.accountId, entry.kind, entry.id);
      }
      return 'sent';
    } catch (error) {
      if (error instanceof NetworkError) return 'offline';
      if (!(error instanceof ApiRequestError)) throw error;
      if ([401, 429].includes(error.status) || error.status >= 500) return 'offline';
      if (entry.op === 'remove' && error.status === 404) {
        await forgetCachedRecord(entry.accountId, entry.kind, entry.id);
        return 'sent';
      }
      if (error.code !== 'version_conflict') return 'later';
      const current = await currentOf(entry, error.body);
      if (entry.op === 'put') return resolvePut(entry, current);
      // A deletion over a change made elsewhere: the change stays.
      if (current) await cache(entry.accountId, current);
      else await forgetCachedRecord(entry.accountId, entry.kind, entry.id);
      return current ? 'keptChanged' : 'sent';
    }
  }

  /**
   * Sends every due write of the signed-in account (all of them when `force`, as "Sync now" asks).
   * A write that could not be sent waits longer each time; the first network failure ends the run.
   */
  async function flush(force = false): Promise<SyncReport> {
    const report: SyncReport = { sent: 0, keptBoth: 0, keptChanged: 0, waiting: 0 };
    const account = options.accountId();
    if (account === null) return report;
    const tried = new Map<string, number>();
    let stopped = false;
    while (!stopped) {
      const due = (await pendingWrites(account)).find(
        (entry) =>
          (tried.get(`${entry.kind}/${entry.id}`) ?? 0) < 3 && (force || entry.notBefore <= now()),
      );
      if (!due) break;
      const name = `${due.kind}/${due.id}`;
      tried.set(name, (tried.get(name) ?? 0) + 1);
      const outcome = await send(due);
      if (outcome === 'again') continue;
      if (outcome === 'later' || outcome === 'offline') {
        const attempts = due.attempts + 1;
        await updateWrite({ ...due, attempts, notBefore: now() + backoff(attempts) });
        stopped = outcome === 'offline';
        tried.set(name, 3);
        continue;
      }
      if (outcome !== 'keptBoth' || conflictPolicy(due.id) === 'copy') await settleWrite(due);
      if (outcome === 'sent') report.sent += 1;
      else if (outcome === 'keptBoth') report.keptBoth += 1;
      else report.keptChanged += 1;
    }
    report.waiting = (await pendingWrites(account)).length;
    return report;
  }

  return { flush };
}
