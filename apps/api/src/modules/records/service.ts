import { ACCOUNT_STORAGE_QUOTA, RECORD_LIMITS, recordListResponseSchema } from '@waha/shared';
import type { DeleteRecordRequest, PutRecordRequest, RecordKind, StoredRecord } from '@waha/shared';
import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../../db/database';
import { ReadCache } from '../../db/read-cache';
import type { ReadCacheLimits } from '../../db/read-cache';
import type { Database } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { compileSerializer } from '../../lib/serializer';
import {
  countRecords,
  deleteRecord,
  findRecord,
  insertRecord,
  listRecords,
  listRecordsJsonOnSqlite,
  lockOwner,
  storageUsed,
  toStoredRecord,
  updateRecord,
} from './repository';
import type { RecordKey, RecordRow } from './repository';

export const VERSION_CONFLICT_MESSAGE = 'This record was changed elsewhere';

/** Spec §5 words the network limit; other kinds say the same of records. */
export function limitReachedMessage(kind: RecordKind): string {
  const limit = RECORD_LIMITS[kind];
  return kind === 'network-person'
    ? `Maximum of ${limit} people reached`
    : `Maximum of ${limit} records of this kind reached`;
}

const notFound = () => new HttpError(404, 'not_found', 'Not Found');

const versionConflict = (current: RecordRow | undefined) =>
  new HttpError(409, 'version_conflict', VERSION_CONFLICT_MESSAGE, {
    current: current ? toStoredRecord(current) : null,
  });

export const STORAGE_QUOTA_MESSAGE = 'There is no room left in this account for more entries';

/**
 * Refuses a save that would take the account past its storage quota (413). A save that frees
 * room is always fine, even where an account is over it.
 */
async function checkQuota(db: Kysely<Database>, userId: string, growth: number): Promise<void> {
  if (growth <= 0) return;
  if ((await storageUsed(db, userId)) + growth > ACCOUNT_STORAGE_QUOTA) {
    throw new HttpError(413, 'storage_quota_exceeded', STORAGE_QUOTA_MESSAGE);
  }
}

/**
 * On SQLite, the lists last read (their JSON, ciphertext only), by owner and kind (`ReadCache`),
 * kept as the UTF-8 bytes that are sent: each answer from memory then goes to the socket as it
 * is, without being measured and encoded again (about 15 % more answers a second in
 * `npm run bench`). At most 16 MiB in all, and a list above 1 MiB is not kept.
 */
export const RECORD_LIST_CACHE_LIMITS: ReadCacheLimits = {
  entries: 2_000,
  size: 16 * 1024 * 1024,
  entrySize: 1024 * 1024,
};

/**
 * A person's encrypted records. The server sees only kind, id, version and size: it enforces
 * the limits per kind and optimistic concurrency, the browser everything about the content.
 */
export function createRecordsService({
  db,
  dialect,
  changes,
}: Pick<DatabaseHandle, 'db' | 'dialect' | 'changes'>) {
  const writeList = compileSerializer(recordListResponseSchema);
  const lists =
    dialect === 'sqlite' && changes
      ? new ReadCache<Buffer>(changes.mark, RECORD_LIST_CACHE_LIMITS, (json) => json.length)
      : undefined;
  const readListOnSqlite = async (userId: string, kind: RecordKind) =>
    Buffer.from(
      `{"records":[${(await listRecordsJsonOnSqlite(db, userId, kind)).join(',')}]}`,
      'utf8',
    );
  return {
    /** The list's JSON if it is kept in memory and still current, else undefined; at once. */
    keptListJson(userId: string, kind: RecordKind): Buffer | undefined {
      return lists?.peek(`${kind}:${userId}`);
    },

    /**
     * The kind's records, oldest change first, as the JSON the API answers
     * (`recordListResponseSchema`): on SQLite written by the database and kept in memory (its
     * UTF-8 bytes) until the database changes, elsewhere from the rows.
     */
    async listJson(userId: string, kind: RecordKind): Promise<Buffer | string> {
      if (lists) return lists.read(`${kind}:${userId}`, () => readListOnSqlite(userId, kind));
      if (dialect === 'sqlite') return readListOnSqlite(userId, kind);
      return writeList({ records: (await listRecords(db, userId, kind)).map(toStoredRecord) });
    },

    async get(key: RecordKey): Promise<StoredRecord> {
      const row = await findRecord(db, key);
      if (!row) throw notFound();
      return toStoredRecord(row);
    },

    /**
     * Creates (version 0) or replaces (the version last read) a record and returns it with its
     * new version. Any other version answers 409 `version_conflict` with the record as it is, so
     * the browser can merge or ask; a new record beyond the kind's limit 409 `limit_reached`.
     */
    put(key: RecordKey, request: PutRecordRequest): Promise<StoredRecord> {
      return db.transaction().execute(async (trx) => {
        await lockOwner(trx, key.userId);
        const current = await findRecord(trx, key);
        if (request.version !== (current?.version ?? 0)) throw versionConflict(current);
        const change = {
          ciphertext: request.ciphertext,
          size: request.ciphertext.length,
          updated_at: new Date().toISOString(),
        };

        if (!current) {
          if ((await countRecords(trx, key.userId, key.kind)) >= RECORD_LIMITS[key.kind]) {
            throw new HttpError(409, 'limit_reached', limitReachedMessage(key.kind));
          }
          await checkQuota(trx, key.userId, change.size);
          const row: RecordRow = {
            user_id: key.userId,
            kind: key.kind,
            id: key.id,
            version: 1,
            ...change,
          };
          await insertRecord(trx, row);
          return toStoredRecord(row);
        }
        await checkQuota(trx, key.userId, change.size - current.size);
        const updated = await updateRecord(trx, key, current.version, change);
        // Cannot happen while the owner's lock is held; kept so a mistake shows as a conflict.
        if (!updated) throw versionConflict(await findRecord(trx, key));
        return toStoredRecord(updated);
      });
    },

    /**
     * Deletes a record at the version last read; a stale version answers 409 `version_conflict`
     * with the record as it is (it was changed elsewhere), a missing record 404.
     */
    async remove(key: RecordKey, request: DeleteRecordRequest): Promise<void> {
      if (await deleteRecord(db, key, request.version)) return;
      const current = await findRecord(db, key);
      if (!current) throw notFound();
      throw versionConflict(current);
    },
  };
}
