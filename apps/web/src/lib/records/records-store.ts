import {
  RECORD_ID_PATTERN,
  RECORD_LIMITS,
  RECORD_MAX_CIPHERTEXT_LENGTH,
  isRecordKind,
  recordListResponseSchema,
  storedRecordSchema,
  versionConflictSchema,
} from '@waha/shared';
import type { RecordKind, StoredRecord } from '@waha/shared';
import { ApiRequestError, NetworkError, apiFetch } from '../api-client';
import { decryptRecord, encryptRecord } from '../crypto';
import {
  cacheRecord,
  forgetCachedRecord,
  readCachedKind,
  readCachedRecord,
  replaceCachedKind,
} from './records-cache';
import type { CachedRecord } from './records-cache';
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
}

export interface RecordsStore {
  /** Every record of a kind, newest first; from the cache when the server cannot be reached. */
  list<T>(kind: RecordKind): Promise<Array<{ id: string; value: T; updatedAt: string }>>;
  /** One record, or null when there is none; from the cache when the server cannot be reached. */
  get<T>(kind: RecordKind, id: string): Promise<{ value: T; updatedAt: string } | null>;
  /**
   * Saves a record over the version this device last saw. Throws `RecordConflictError` when it
   * was changed elsewhere meanwhile (never overwrites it), `RecordLimitError`,
   * `RecordTooLargeError`, or the `NetworkError` of being offline.
   */
  put<T>(kind: RecordKind, id: string, value: T): Promise<void>;
  /**
   * Deletes a record at the version this device last saw. Throws `RecordConflictError` when it
   * was changed elsewhere meanwhile (never deletes that change unseen; the cache then holds it),
   * or the `NetworkError` of being offline. A record already gone is no error.
   */
  remove(kind: RecordKind, id: string): Promise<void>;
}

export { newRecordId } from './record-id';

// Of the stored record a PUT answers with, what is new to us (the ciphertext is what we sent).
const savedRecordSchema = storedRecordSchema.pick({ version: true, updatedAt: true });

function recordPath(kind: RecordKind, id?: string): string {
  // Checked here too, since the id goes into a URL path.
  if (!isRecordKind(kind)) throw new TypeError(`Unknown record kind ${String(kind)}`);
  if (id === undefined) return `/api/records/${kind}`;
  if (!RECORD_ID_PATTERN.test(id)) throw new TypeError('A record id is 1-64 of A-Z a-z 0-9 _ -');
  return `/api/records/${kind}/${id}`;
}

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

  /** The version this device last saw of a record: 0 when it never saw one. */
  async function knownVersion(account: string, kind: RecordKind, id: string): Promise<number> {
    return (await readCachedRecord(account, kind, id))?.version ?? 0;
  }

  /** A 409 `version_conflict` (as a `RecordConflictError`, with the cache brought up to date). */
  async function throwIfConflict(account: string, kind: RecordKind, id: string, error: unknown) {
    if (!(error instanceof ApiRequestError) || error.code !== 'version_conflict') return;
    await reload(account, kind, id, error.body);
    throw new RecordConflictError(kind, id);
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
      const version = await knownVersion(account, kind, id);
      try {
        const saved = await fetchApi(path, {
          method: 'PUT',
          body: { version, ciphertext },
          schema: savedRecordSchema,
        });
        await cacheRecord({ accountId: account, kind, id, ciphertext, ...saved });
      } catch (error) {
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
      const version = await knownVersion(account, kind, id);
      try {
        await fetchApi(path, { method: 'DELETE', body: { version } });
      } catch (error) {
        await throwIfConflict(account, kind, id, error);
        throwIfWritesLimited(error);
        // Already gone is what was asked for.
        if (!isNotFound(error)) throw error;
      }
      await forgetCachedRecord(account, kind, id);
    },
  };
}
