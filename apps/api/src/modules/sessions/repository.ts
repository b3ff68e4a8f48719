import type { Kysely, Selectable } from 'kysely';
import { preparedQuery } from '../../db/prepared-query';
import type { Database, SessionsTable } from '../../db/schema';

export type SessionRow = Selectable<SessionsTable>;

export async function insertSession(db: Kysely<Database>, row: SessionRow): Promise<void> {
  await db.insertInto('sessions').values(row).execute();
}

// Every signed-in request runs it: compiled once.
const selectSession = preparedQuery(['idHash'], (db, { idHash }) =>
  db.selectFrom('sessions').selectAll().where('id_hash', '=', idHash),
);

export async function findSession(
  db: Kysely<Database>,
  idHash: string,
): Promise<SessionRow | undefined> {
  const [row] = await selectSession(db, { idHash });
  return row;
}

export async function touchSession(
  db: Kysely<Database>,
  idHash: string,
  times: Pick<SessionRow, 'last_seen_at' | 'expires_at'>,
): Promise<void> {
  await db.updateTable('sessions').set(times).where('id_hash', '=', idHash).execute();
}

export async function setSessionLock(
  db: Kysely<Database>,
  idHash: string,
  lockHash: string | null,
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ lock_hash: lockHash })
    .where('id_hash', '=', idHash)
    .execute();
}

export async function deleteSession(db: Kysely<Database>, idHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
}

/** Ends every session of a user, or every one but `keep` (the one making the request). */
export async function deleteUserSessions(
  db: Kysely<Database>,
  userId: string,
  keep?: string,
): Promise<void> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keep !== undefined) query = query.where('id_hash', '!=', keep);
  await query.execute();
}

export async function deleteExpiredSessions(db: Kysely<Database>, now: string): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
}
