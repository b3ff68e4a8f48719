import type { Kysely, Selectable } from 'kysely';
import type { Database, TherapyRequestsTable } from '../../db/schema';

export type TherapyRequestRow = Selectable<TherapyRequestsTable>;

export const THERAPY_REQUEST_STATUSES = ['new', 'handled'] as const;
export type TherapyRequestStatus = (typeof THERAPY_REQUEST_STATUSES)[number];

/** Stores a sealed request; `status` takes the database default, 'new'. */
export async function insertTherapyRequest(
  db: Kysely<Database>,
  row: Pick<TherapyRequestRow, 'id' | 'ciphertext' | 'created_at'>,
): Promise<void> {
  await db.insertInto('therapy_requests').values(row).execute();
}

/** Oldest first; only one status when given. */
export function listTherapyRequests(
  db: Kysely<Database>,
  status?: TherapyRequestStatus,
): Promise<TherapyRequestRow[]> {
  let query = db.selectFrom('therapy_requests').selectAll();
  if (status) query = query.where('status', '=', status);
  return query.orderBy('created_at').orderBy('id').execute();
}

export function findTherapyRequest(
  db: Kysely<Database>,
  id: string,
): Promise<TherapyRequestRow | undefined> {
  return db.selectFrom('therapy_requests').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Whether a request with this id existed (and now has the status). */
export async function setTherapyRequestStatus(
  db: Kysely<Database>,
  id: string,
  status: TherapyRequestStatus,
): Promise<boolean> {
  const result = await db
    .updateTable('therapy_requests')
    .set({ status })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
