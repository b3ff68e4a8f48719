import type { Kysely, Selectable } from 'kysely';
import { REQUEST_STATUSES } from '@waha/shared/staff';
import type { RequestStatus } from '@waha/shared/staff';
import type { Database, TherapyRequestsTable } from '../../db/schema';

export type TherapyRequestRow = Selectable<TherapyRequestsTable>;

export const THERAPY_REQUEST_STATUSES = REQUEST_STATUSES;
export type TherapyRequestStatus = RequestStatus;

/** Stores a sealed request; `status` takes the database default, 'new'. */
export async function insertTherapyRequest(
  db: Kysely<Database>,
  row: Pick<TherapyRequestRow, 'id' | 'ciphertext' | 'created_at'>,
): Promise<void> {
  await db.insertInto('therapy_requests').values(row).execute();
}

/** Oldest first (the CLI's order); only one status when given. */
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

/**
 * Sets the status; marking handled records when (retention counts from it), marking new clears
 * it, and marking again what already has the status changes nothing. Whether a request with this
 * id exists (and now has the status).
 */
export async function setTherapyRequestStatus(
  db: Kysely<Database>,
  id: string,
  status: TherapyRequestStatus,
): Promise<boolean> {
  const result = await db
    .updateTable('therapy_requests')
    .set({ status, handled_at: status === 'handled' ? new Date().toISOString() : null })
    .where('id', '=', id)
    .where('status', '!=', status)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n || (await findTherapyRequest(db, id)) !== undefined;
}
