import { ACCOUNT_STORAGE_QUOTA, RECORD_LIMITS } from '@waha/shared';
import type { DeleteRecordRequest, PutRecordRequest, RecordKind, StoredRecord } from '@waha/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import {
  countRecords,
  deleteRecord,
  findRecord,
  insertRecord,
  listRecords,
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
 * A person's encrypted records. The server sees only kind, id, version and size: it enforces
 * the limits per kind and optimistic concurrency, the browser everything about the content.
 */
export function createRecordsService(db: Kysely<Database>) {
  return {
    /** The kind's records, oldest change first. */
    async list(userId: string, kind: RecordKind): Promise<{ records: StoredRecord[] }> {
      return { records: (await listRecords(db, userId, kind)).map(toStoredRecord) };
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
