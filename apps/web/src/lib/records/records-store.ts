import {
  RECORD_LIMITS,
  RECORD_MAX_CIPHERTEXT_LENGTH,
  recordListResponseSchema,
  storedRecordSchema,
  versionConflictSchema,
} from '@waha/shared';
import type { RecordKind, StoredRecord } from '@waha/shared';
import { ApiRequestError, NetworkError, apiFetch } from '../platform/api-client';
import { decryptRecord, encryptRecord } from '../crypto';
import {
  cacheRecord,
  forgetCachedRecord,
  readCachedKind,
  readCachedRecord,
  replaceCachedKind,
} from './records-cache';
import type { CachedRecord } from './records-cache';
import { enqueueWrite, pendingWrite, pendingWrites } from './outbox';
import type { NewWrite, OutboxEntry } from './outbox';
import { recordPath } from './record-path';
import {
  RecordConflictError,
  RecordLimitError,
  RecordStorageFullError,
  RecordTooLargeError,
  RecordWritesLimitedError,
  RecordsLockedError,
} from './errors';

export interface RecordsStoreOptions {
  /** The open data key, or null when no one is signed in on this device. */
  getDataKey: () => Promise<CryptoKey | null>;
  accountId: () => string | null;
  fetchApi?: typeof apiFetch;
  /** Told when a write is left to wait in the outbox (to show it and to send it later). */
  onQueued?: () => void;
}

/** `saved`: the server has it; `pending`: saved on this device, sent when the server answers. */
export type SaveOutcome = 'saved' | 'pending';

export interface RecordsStore {
  /** Every record of a kind, newest first; from the cache when the server cannot be reached. */
  list<T>(kind: RecordKind): Promise<Array<{ id: string; value: T; updatedAt: string }>>;
  /** One record, or null when there is none; from the cache when the server cannot be reached. */
  get<T>(kind: RecordKind, id: string): Promise<{ value: T; updatedAt: string } | null>;
  /**
   * Saves a record over the version this device last saw. Throws `RecordConflictError` when it
   * was changed elsewhere meanwhile (never overwrites it), `RecordLimitError` or
   * `RecordTooLargeError`. Without an answer from the server (offline, or a 5xx), or while an
   * earlier write of the record waits, the write waits in the encrypted outbox: `pending`.
   */
  put<T>(kind: RecordKind, id: string, value: T): Promise<SaveOutcome>;
  /**
   * Deletes a record at the version this device last saw. Throws `RecordConflictError` when it
   * was changed elsewhere meanwhile (never deletes that change unseen; the cache then holds it).
   * A record already gone is no error. Waits in the outbox as `put` does.
   */
  remove(kind: RecordKind, id: string): Promise<SaveOutcome>;
}

export { newRecordId } from './record-id';

// Of the stored record a PUT answers with, what is new to us (the ciphertext is what we sent).
const savedRecordSchema = storedRecordSchema.pick({ version: true, updatedAt: true });

/** No answer, or none worth having: read the device's copy instead. */
function isUnreachable(error: unknown): boolean {
  return error instanceof NetworkError || (error instanceof ApiRequestError && error.status >= 500);
}

/** 429: the account saved or deleted too much in a short time. */
function throwIfWritesLimited(error: unknown): void {
  if (error instanceof ApiRequestError && error.status === 429)
    throw new RecordWritesLimitedError();
}

function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}

/**
 * Personal records, encrypted on this device before they are sent and decrypted after they
 * arrive. The server and the device cache only ever hold ciphertext.
 */
export function createRecordsStore(options: RecordsStoreOptions): RecordsStore {
  const fetchApi = options.fetchApi ?? apiFetch;

  async function unlock(): Promise<{ account: string; key: CryptoKey }> {
    const account = options.accountId();
    const key = account === null ? null : await options.getDataKey();
    if (account === null || key === null) throw new RecordsLockedError();
    return { account, key };
  }

  const toCached = (account: string, record: StoredRecord): CachedRecord => ({
    accountId: account,
    kind: record.kind,
    id: record.id,
    version: record.version,
    ciphertext: record.ciphertext,
    updatedAt: record.updatedAt,
  });

  /** After a conflict: the server's current record into the cache, or out of it if it is gone. */
  async function reload(account: string, kind: RecordKind, id: string, body: unknown) {
    const conflict = versionConflictSchema.safeParse(body);
    if (conflict.success) {
      const { current } = conflict.data;
      if (current?.kind === kind && current.id === id) {
        await cacheRecord(toCached(account, current));
      } else {
        await forgetCachedRecord(account, kind, id);
      }
      return;
    }
    // An answer without it (an older server, a proxy): fetch the record.
    try {
      const current = await fetchApi(recordPath(kind, id), { schema: storedRecordSchema });
      await cacheRecord(toCached(account, current));
    } catch (error) {
      if (!isNotFound(error)) throw error;
      await forgetCachedRecord(account, kind, id);
    }
  }

  /** What waits in the outbox; nothing where IndexedDB fails (then nothing could wait). */
  const waiting = (account: string) => pendingWrites(account).catch((): OutboxEntry[] => []);
  const waitingFor = (account: string, kind: RecordKind, id: string) =>
    pendingWrite(account, kind, id).catch(() => undefined);

  /**
   * The base of a write: the version this device last saw (0 when it never saw one), or the base
   * of the record's write that already waits, which this one replaces.
   */
  async function baseOf(account: string, kind: RecordKind, id: string) {
    const [pending, cached] = await Promise.all([
      waitingFor(account, kind, id),
      readCachedRecord(account, kind, id),
    ]);
    const version = pending?.baseVersion ?? cached?.version ?? 0;
    return { pending, version, baseCiphertext: pending ? undefined : cached?.ciphertext };
  }

  /** Leaves a write to wait; if the outbox cannot keep it, the save fails with `cause`. */
  async function wait(write: NewWrite, cause: unknown): Promise<boolean> {
    let waits: boolean;
    try {
      waits = await enqueueWrite(write);
    } catch {
      throw cause;
    }
    options.onQueued?.();
    return waits;
  }

  /** A 409 `version_conflict` (as a `RecordConflictError`, with the cache brought up to date). */
  async function throwIfConflict(account: string, kind: RecordKind, id: string, error: unknown) {
    if (!(error instanceof ApiRequestError) || error.code !== 'version_conflict') return;
    await reload(account, kind, id, error.body);
    throw new RecordConflictError(kind, id);
  }

  /** The cache (the server's state) with the writes that wait laid over it. */
  async function withPending(account: string, kind: RecordKind, records: CachedRecord[]) {
    const byId = new Map(records.map((record) => [record.id, record]));
    for (const entry of await waiting(account)) {
      if (entry.kind !== kind) continue;
      if (entry.op === 'remove' || entry.ciphertext === undefined) byId.delete(entry.id);
      else
        byId.set(entry.id, { ...entry, version: entry.baseVersion, ciphertext: entry.ciphertext });
    }
    return [...byId.values()];
  }

  return {
    async list<T>(kind: RecordKind) {
      const { account, key } = await unlock();
      let records: CachedRecord[];
      try {
        const answer = await fetchApi(recordPath(kind), { schema: recordListResponseSchema });
        records = answer.records
          .filter((record) => record.kind === kind)
          .map((record) => toCached(account, record));
        await replaceCachedKind(account, kind, records);
      } catch (error) {
        if (!isUnreachable(error)) throw error;
        records = await readCachedKind(account, kind);
      }
      records = await withPending(account, kind, records);
      // One order whether the list came from the server or from the cache.
      records.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || a.id.localeCompare(b.id));
      return Promise.all(
        records.map(async (record) => ({
          id: record.id,
          value: await decryptRecord<T>(key, kind, record.id, record.ciphertext),
          updatedAt: record.updatedAt,
        })),
      );
    },

    async get<T>(kind: RecordKind, id: string) {
      const { account, key } = await unlock();
      const path = recordPath(kind, id);
      const pending = await waitingFor(account, kind, id);
      if (pending) {
        if (pending.op === 'remove' || pending.ciphertext === undefined) return null;
        const value = await decryptRecord<T>(key, kind, id, pending.ciphertext);
        return { value, updatedAt: pending.updatedAt };
      }
      let record: CachedRecord | undefined;
      try {
        record = toCached(account, await fetchApi(path, { schema: storedRecordSchema }));
        await cacheRecord(record);
      } catch (error) {
        if (isNotFound(error)) {
          await forgetCachedRecord(account, kind, id);
          return null;
        }
        if (!isUnreachable(error)) throw error;
        record = await readCachedRecord(account, kind, id);
        // Offline with no copy: whether it exists cannot be known, so that is not "null".
        if (!record) throw error;
      }
      const value = await decryptRecord<T>(key, kind, id, record.ciphertext);
      return { value, updatedAt: record.updatedAt };
    },

    async put<T>(kind: RecordKind, id: string, value: T) {
      const { account, key } = await unlock();
      const path = recordPath(kind, id);
      const ciphertext = await encryptRecord(key, kind, id, value);
      // Checked before sending, so a large record is not uploaded only to be refused.
      if (ciphertext.length > RECORD_MAX_CIPHERTEXT_LENGTH) throw new RecordTooLargeError(kind);
      const { pending, version, baseCiphertext } = await baseOf(account, kind, id);
      const write: NewWrite = {
        accountId: account,
        kind,
        id,
        op: 'put',
        ciphertext,
        baseVersion: version,
        baseCiphertext,
      };
      // After a write that waits, never before it: this one replaces it in the outbox.
      if (pending) {
        await wait(write, new NetworkError('An earlier write of this record waits'));
        return 'pending';
      }
      try {
        const saved = await fetchApi(path, {
          method: 'PUT',
          body: { version, ciphertext },
          schema: savedRecordSchema,
        });
        await cacheRecord({ accountId: account, kind, id, ciphertext, ...saved });
        return 'saved';
      } catch (error) {
        if (isUnreachable(error)) {
          await wait(write, error);
          return 'pending';
        }
        await throwIfConflict(account, kind, id, error);
        if (!(error instanceof ApiRequestError)) throw error;
        if (error.code === 'limit_reached') throw new RecordLimitError(kind, RECORD_LIMITS[kind]);
        if (error.code === 'storage_quota_exceeded') throw new RecordStorageFullError();
        if (error.status === 413) throw new RecordTooLargeError(kind);
        throwIfWritesLimited(error);
        throw error;
      }
    },

    async remove(kind: RecordKind, id: string) {
      const { account } = await unlock();
      const path = recordPath(kind, id);
      const { pending, version } = await baseOf(account, kind, id);
      const write: NewWrite = { accountId: account, kind, id, op: 'remove', baseVersion: version };
      if (pending) {
        // Removing what was only created on this device drops both: nothing is left to send.
        const waits = await wait(write, new NetworkError('An earlier write of this record waits'));
        return waits ? 'pending' : 'saved';
      }
      try {
        await fetchApi(path, { method: 'DELETE', body: { version } });
      } catch (error) {
        if (isUnreachable(error) && (await wait(write, error))) return 'pending';
        await throwIfConflict(account, kind, id, error);
        throwIfWritesLimited(error);
        // Already gone is what was asked for.
        if (!isNotFound(error) && !isUnreachable(error)) throw error;
      }
      await forgetCachedRecord(account, kind, id);
      return 'saved';
    },
  };
}
