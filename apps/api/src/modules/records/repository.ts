import { recordKindSchema } from '@waha/shared';
import type { RecordKind, StoredRecord } from '@waha/shared';
import type { Kysely, Selectable } from 'kysely';
import { preparedQuery } from '../../db/prepared-query';
import type { Database, RecordsTable } from '../../db/schema';

export type RecordRow = Selectable<RecordsTable>;

/** A record is found by its owner, kind and id together: another person's id is another record. */
export interface RecordKey {
  userId: string;
  kind: RecordKind;
  id: string;
}

export function toStoredRecord(row: RecordRow): StoredRecord {
  return {
    kind: recordKindSchema.parse(row.kind),
    id: row.id,
    version: Number(row.version),
    ciphertext: row.ciphertext,
    updatedAt: row.updated_at,
  };
}

// The list is the hot read (every exercise opens with it): compiled once.
const selectRecords = preparedQuery(['userId', 'kind'], (db, { userId, kind }) =>
  db
    .selectFrom('records')
    .selectAll()
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .orderBy('updated_at')
    .orderBy('id'),
);

export function listRecords(
  db: Kysely<Database>,
  userId: string,
  kind: RecordKind,
): Promise<RecordRow[]> {
  return selectRecords(db, { userId, kind });
}

export function findRecord(db: Kysely<Database>, key: RecordKey): Promise<RecordRow | undefined> {
  return db
    .selectFrom('records')
    .selectAll()
    .where('user_id', '=', key.userId)
    .where('kind', '=', key.kind)
    .where('id', '=', key.id)
    .executeTakeFirst();
}

export async function countRecords(
  db: Kysely<Database>,
  userId: string,
  kind: RecordKind,
): Promise<number> {
  const { count } = await db
    .selectFrom('records')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .executeTakeFirstOrThrow();
  // PostgreSQL answers count(*) as a bigint, which the driver hands over as a string.
  return Number(count);
}

/** The characters of ciphertext an account keeps, all kinds together (its storage quota's use). */
export async function storageUsed(db: Kysely<Database>, userId: string): Promise<number> {
  const { used } = await db
    .selectFrom('records')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('size'), eb.lit(0)).as('used'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  // PostgreSQL answers sum(integer) as a bigint, which the driver hands over as a string.
  return Number(used);
}

export async function insertRecord(db: Kysely<Database>, row: RecordRow): Promise<void> {
  await db.insertInto('records').values(row).execute();
}

export function updateRecord(
  db: Kysely<Database>,
  key: RecordKey,
  fromVersion: number,
  change: Pick<RecordRow, 'ciphertext' | 'size' | 'updated_at'>,
): Promise<RecordRow | undefined> {
  return db
    .updateTable('records')
    .set({ ...change, version: fromVersion + 1 })
    .where('user_id', '=', key.userId)
    .where('kind', '=', key.kind)
    .where('id', '=', key.id)
    .where('version', '=', fromVersion)
    .returningAll()
    .executeTakeFirst();
}

/** Deletes the record if it is still at `version`; false when it is not (or is gone). */
export async function deleteRecord(
  db: Kysely<Database>,
  key: RecordKey,
  version: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom('records')
    .where('user_id', '=', key.userId)
    .where('kind', '=', key.kind)
    .where('id', '=', key.id)
    .where('version', '=', version)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/**
 * Inside a transaction, makes the owner's other record writes wait until it ends: a no-op write
 * to their account row takes its row lock on PostgreSQL and the database's write lock on SQLite.
 * Two records created at once then cannot both slip under a kind's limit.
 */
export async function lockOwner(db: Kysely<Database>, userId: string): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', userId)
    .execute();
}
