import type { Kysely, Selectable } from 'kysely';
import type {
  Database,
  StaffMembersTable,
  StaffSessionsTable,
  StaffSetupLinksTable,
} from '../../db/schema';

export type StaffMemberRow = Selectable<StaffMembersTable>;
export type StaffSessionRow = Selectable<StaffSessionsTable>;
export type StaffSetupLinkRow = Selectable<StaffSetupLinksTable>;

export async function insertStaffMember(
  db: Kysely<Database>,
  row: Pick<StaffMemberRow, 'id' | 'name' | 'name_key' | 'role' | 'created_at' | 'updated_at'>,
): Promise<boolean> {
  const result = await db
    .insertInto('staff_members')
    .values(row)
    .onConflict((conflict) => conflict.column('name_key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

export function findStaffByNameKey(
  db: Kysely<Database>,
  nameKey: string,
): Promise<StaffMemberRow | undefined> {
  return db
    .selectFrom('staff_members')
    .selectAll()
    .where('name_key', '=', nameKey)
    .executeTakeFirst();
}

export function findStaffById(
  db: Kysely<Database>,
  id: string,
): Promise<StaffMemberRow | undefined> {
  return db.selectFrom('staff_members').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listStaffMembers(db: Kysely<Database>): Promise<StaffMemberRow[]> {
  return db.selectFrom('staff_members').selectAll().orderBy('name_key').execute();
}

export async function updateStaffMember(
  db: Kysely<Database>,
  id: string,
  values: Partial<Pick<StaffMemberRow, 'password_hash' | 'disabled_at' | 'updated_at'>>,
): Promise<void> {
  await db.updateTable('staff_members').set(values).where('id', '=', id).execute();
}

/** A new setup link replaces any earlier one of the same person. */
export async function replaceSetupLink(
  db: Kysely<Database>,
  row: StaffSetupLinkRow,
): Promise<void> {
  await db.deleteFrom('staff_setup_links').where('staff_id', '=', row.staff_id).execute();
  await db.insertInto('staff_setup_links').values(row).execute();
}

export function findSetupLink(
  db: Kysely<Database>,
  tokenHash: string,
): Promise<StaffSetupLinkRow | undefined> {
  return db
    .selectFrom('staff_setup_links')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/**
 * Gives a link a new token hash and end, if it still has `tokenHash`: whether this call did (of
 * two exchanges of one link at once, only one finds it).
 */
export async function rekeySetupLink(
  db: Kysely<Database>,
  tokenHash: string,
  next: { tokenHash: string; expiresAt: string },
): Promise<boolean> {
  const result = await db
    .updateTable('staff_setup_links')
    .set({ token_hash: next.tokenHash, expires_at: next.expiresAt })
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Uses a link up: whether this call did (a second use of one link finds nothing to delete). */
export async function consumeSetupLink(db: Kysely<Database>, tokenHash: string): Promise<boolean> {
  const result = await db
    .deleteFrom('staff_setup_links')
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function deleteSetupLinksOf(db: Kysely<Database>, staffId: string): Promise<void> {
  await db.deleteFrom('staff_setup_links').where('staff_id', '=', staffId).execute();
}

export async function insertStaffSession(
  db: Kysely<Database>,
  row: StaffSessionRow,
): Promise<void> {
  await db.insertInto('staff_sessions').values(row).execute();
}

/** The session and its member, in one read: every staff request needs both. */
export function findStaffSession(db: Kysely<Database>, idHash: string) {
  return db
    .selectFrom('staff_sessions')
    .innerJoin('staff_members', 'staff_members.id', 'staff_sessions.staff_id')
    .select([
      'staff_sessions.id_hash',
      'staff_sessions.created_at',
      'staff_sessions.last_seen_at',
      'staff_sessions.expires_at',
      'staff_members.id as staff_id',
      'staff_members.name',
      'staff_members.role',
      'staff_members.disabled_at',
    ])
    .where('staff_sessions.id_hash', '=', idHash)
    .executeTakeFirst();
}

export async function touchStaffSession(
  db: Kysely<Database>,
  idHash: string,
  times: Pick<StaffSessionRow, 'last_seen_at' | 'expires_at'>,
): Promise<void> {
  await db.updateTable('staff_sessions').set(times).where('id_hash', '=', idHash).execute();
}

export async function deleteStaffSession(db: Kysely<Database>, idHash: string): Promise<void> {
  await db.deleteFrom('staff_sessions').where('id_hash', '=', idHash).execute();
}

export async function deleteStaffSessionsOf(db: Kysely<Database>, staffId: string): Promise<void> {
  await db.deleteFrom('staff_sessions').where('staff_id', '=', staffId).execute();
}

/** Ended sessions and links, swept now and then. */
export async function deleteExpiredStaffRows(db: Kysely<Database>, now: string): Promise<void> {
  await db.deleteFrom('staff_sessions').where('expires_at', '<=', now).execute();
  await db.deleteFrom('staff_setup_links').where('expires_at', '<=', now).execute();
}
