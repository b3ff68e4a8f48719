import type { Kysely, Selectable } from 'kysely';
import type { RequestStatus } from '@waha/shared/staff';
import type { Database, TherapyRequestsTable } from '../../db/schema';

export type SessionRequestRow = Selectable<TherapyRequestsTable>;

/** Stores a sealed request; `status` takes the database default, 'new'. */
export async function insertSessionRequest(
  db: Kysely<Database>,
  row: Pick<SessionRequestRow, 'id' | 'ciphertext' | 'created_at'>,
): Promise<void> {
  await db.insertInto('therapy_requests').values(row).execute();
}

/** Oldest first; only one status when given. */
export function listSessionRequests(
  db: Kysely<Database>,
  status?: RequestStatus,
): Promise<SessionRequestRow[]> {
  let query = db.selectFrom('therapy_requests').selectAll();
  if (status) query = query.where('status', '=', status);
  return query.orderBy('created_at').orderBy('id').execute();
}

/**
 * Sets the status; marking handled records when (retention counts from it), marking new clears
 * it, and marking again what already has the status changes nothing. Whether a request with this
 * id exists (and now has the status).
 */
export async function setSessionRequestStatus(
  db: Kysely<Database>,
  id: string,
  status: RequestStatus,
): Promise<boolean> {
  const result = await db
    .updateTable('therapy_requests')
    .set({ status, handled_at: status === 'handled' ? new Date().toISOString() : null })
    .where('id', '=', id)
    .where('status', '!=', status)
    .executeTakeFirst();
  if (result.numUpdatedRows > 0n) return true;
  const found = await db
    .selectFrom('therapy_requests')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  return found !== undefined;
}
