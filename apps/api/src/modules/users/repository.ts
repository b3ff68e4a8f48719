import { genderSchema, kdfParamsSchema, nicknameLookupKeys } from '@waha/shared';
import type { Account, Gender, KdfParams, SessionResponse } from '@waha/shared';
import type { Kysely, Selectable } from 'kysely';
import type { Database, UsersTable } from '../../db/schema';

export type UserRow = Selectable<UsersTable>;

/** The password's key material as stored (DESIGN.md, protocol v1). */
export interface PasswordKeyColumns {
  kdf_salt: string;
  kdf_params: string;
  auth_hash: string;
  wrapped_data_key: string;
}

export interface RecoveryKeyColumns {
  recovery_hash: string;
  recovery_wrapped_data_key: string;
}

// Rows become API objects here and nowhere else.

export function toAccount(row: UserRow): Account {
  return {
    id: row.id,
    nickname: row.nickname,
    gender: genderSchema.parse(row.gender),
    nicknameParts: {
      category: row.nickname_category,
      item: row.nickname_item,
      colour: row.nickname_colour,
    },
    createdAt: row.created_at,
  };
}

export function toSessionResponse(row: UserRow): SessionResponse {
  return { account: toAccount(row), wrappedDataKey: row.wrapped_data_key };
}

export function toKdfParams(row: Pick<UserRow, 'kdf_params'>): KdfParams {
  return kdfParamsSchema.parse(JSON.parse(row.kdf_params));
}

export function findUserById(db: Kysely<Database>, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findUserByNicknameKey(
  db: Kysely<Database>,
  nicknameKey: string,
): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('nickname_key', '=', nicknameKey)
    .executeTakeFirst();
}

/**
 * The account a nickname typed at login or recovery names. Most accounts hold the folded key; the
 * few that kept an unfolded one in migration 2026-11-25T1400 are found by it first (see
 * `nicknameLookupKeys`), so they log in with their nickname as shown.
 */
export async function findUserByNickname(
  db: Kysely<Database>,
  nickname: string,
): Promise<UserRow | undefined> {
  const keys = nicknameLookupKeys(nickname);
  const rows = await db.selectFrom('users').selectAll().where('nickname_key', 'in', keys).execute();
  for (const key of keys) {
    const user = rows.find((row) => row.nickname_key === key);
    if (user) return user;
  }
  return undefined;
}

/** Which of these nickname keys belong to an account. */
export async function takenNicknameKeys(
  db: Kysely<Database>,
  keys: readonly string[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .selectFrom('users')
    .select('nickname_key')
    .where('nickname_key', 'in', keys)
    .execute();
  return new Set(rows.map((row) => row.nickname_key));
}

/**
 * Creates the account unless its nickname key is taken, also by a registration that committed a
 * moment ago (the unique key decides, so two people racing for one name cannot both get it).
 * Returns false when the name was taken.
 */
export async function insertUser(db: Kysely<Database>, row: UserRow): Promise<boolean> {
  const inserted = await db
    .insertInto('users')
    .values(row)
    .onConflict((conflict) => conflict.column('nickname_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export function updateGender(
  db: Kysely<Database>,
  id: string,
  gender: Gender,
): Promise<UserRow | undefined> {
  return db
    .updateTable('users')
    .set({ gender, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Replaces the key material, but only if `where` still matches (the proof the caller checked),
 * so two changes racing with one old password or recovery code cannot both win.
 */
export function replaceKeys(
  db: Kysely<Database>,
  id: string,
  where: Partial<Pick<UserRow, 'auth_hash' | 'recovery_hash'>>,
  keys: PasswordKeyColumns & Partial<RecoveryKeyColumns>,
): Promise<UserRow | undefined> {
  let query = db
    .updateTable('users')
    .set({ ...keys, updated_at: new Date().toISOString() })
    .where('id', '=', id);
  if (where.auth_hash !== undefined) query = query.where('auth_hash', '=', where.auth_hash);
  if (where.recovery_hash !== undefined) {
    query = query.where('recovery_hash', '=', where.recovery_hash);
  }
  return query.returningAll().executeTakeFirst();
}

/** Deletes the account; its sessions and records go with it (foreign keys cascade). */
export async function deleteUser(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
