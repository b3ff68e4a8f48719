import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { normalizeStaffName, staffNameKey, staffNameProblem } from '@waha/shared/staff';
import type { StaffRole } from '@waha/shared/staff';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { appendAudit } from '../audit/repository';
import type { AuditActor } from '../audit/repository';
import {
  consumeSetupLink,
  deleteSetupLinksOf,
  deleteStaffSessionsOf,
  findSetupLink,
  findStaffById,
  findStaffByNameKey,
  insertStaffMember,
  rekeySetupLink,
  replaceSetupLink,
  updateStaffMember,
} from './repository';
import type { StaffMemberRow } from './repository';

/** How long a setup link works, once. */
export const SETUP_LINK_HOURS = 24;

/** How long the setup page has, once opened, to set the password with the token it was given. */
export const SETUP_PAGE_MINUTES = 30;

/**
 * Argon2id for staff passwords: 64 MiB, 3 passes, 1 lane (RFC 9106's second recommendation),
 * stronger than the people's hash, which only re-hashes a key the browser already stretched: a
 * staff password arrives as typed. Sign-in is rate limited, which bounds the memory it can ask for.
 */
export const STAFF_PASSWORD_HASH_PARAMS = {
  memoryCost: 65_536,
  timeCost: 3,
  parallelism: 1,
} as const;

/** Passwords are compared in one Unicode form, so the same characters typed anywhere match. */
const passwordInput = (password: string) => password.normalize('NFC');

export function hashStaffPassword(password: string): Promise<string> {
  return hash(passwordInput(password), STAFF_PASSWORD_HASH_PARAMS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a member's hash, or against a hash of a random password when there
 * is no usable account, so a wrong name costs the same time as a wrong password.
 */
export async function verifyStaffPassword(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  dummyHash ??= hash(randomBytes(32).toString('hex'), STAFF_PASSWORD_HASH_PARAMS);
  const matches = await verify(passwordHash ?? (await dummyHash), passwordInput(password));
  return matches && typeof passwordHash === 'string';
}

/** The stored form of a setup link's token: a leaked table holds no usable link. */
export function hashSetupToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Thrown for what the person at the command line can fix. */
export class StaffAccountError extends Error {
  override readonly name = 'StaffAccountError';
}

export async function findStaffByName(
  db: Kysely<Database>,
  name: string,
): Promise<StaffMemberRow | undefined> {
  return findStaffByNameKey(db, staffNameKey(name));
}

async function requireStaff(db: Kysely<Database>, name: string): Promise<StaffMemberRow> {
  const member = await findStaffByName(db, name);
  if (!member) throw new StaffAccountError(`No staff member is called "${name}".`);
  return member;
}

/**
 * A new setup link's token for `member`, replacing any earlier link; only its hash is stored.
 * Its holder sets the password (and a password set before stops working).
 */
export async function issueSetupLink(
  db: Kysely<Database>,
  member: StaffMemberRow,
  actor: AuditActor,
): Promise<{ token: string; expiresAt: string }> {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  const expiresAt = new Date(now + SETUP_LINK_HOURS * 3600_000).toISOString();
  await db.transaction().execute(async (trx) => {
    await replaceSetupLink(trx, {
      token_hash: hashSetupToken(token),
      staff_id: member.id,
      created_at: new Date(now).toISOString(),
      expires_at: expiresAt,
    });
    await appendAudit(trx, {
      actor,
      action: 'staff.setup_link',
      detail: { staffId: member.id, name: member.name },
    });
  });
  return { token, expiresAt };
}

export async function addStaffMember(
  db: Kysely<Database>,
  name: string,
  role: StaffRole,
  actor: AuditActor,
): Promise<{ member: StaffMemberRow; token: string; expiresAt: string }> {
  const problem = staffNameProblem(name);
  if (problem) {
    throw new StaffAccountError(
      {
        required: 'Give the staff member a name.',
        tooShort: 'That name is too short.',
        tooLong: 'That name is too long (at most 64 characters).',
        invalidCharacters:
          "A name may hold letters, digits, spaces and . _ ' - only (no hidden characters).",
      }[problem],
    );
  }
  const now = new Date().toISOString();
  const member = {
    id: randomUUID(),
    name: normalizeStaffName(name),
    name_key: staffNameKey(name),
    role,
    created_at: now,
    updated_at: now,
  };
  const added = await db.transaction().execute(async (trx) => {
    if (!(await insertStaffMember(trx, member))) return false;
    await appendAudit(trx, {
      actor,
      action: 'staff.added',
      detail: { staffId: member.id, name: member.name, role },
    });
    return true;
  });
  if (!added) throw new StaffAccountError(`A staff member called "${name}" exists already.`);
  const row = await requireStaff(db, member.name);
  return { member: row, ...(await issueSetupLink(db, row, actor)) };
}

export async function setupLinkFor(db: Kysely<Database>, name: string, actor: AuditActor) {
  const member = await requireStaff(db, name);
  if (member.disabled_at) {
    throw new StaffAccountError(`${member.name} is disabled: enable them first.`);
  }
  return { member, ...(await issueSetupLink(db, member, actor)) };
}

/** Disables or enables a member; disabling ends their sessions and setup link at once. */
export async function setStaffDisabled(
  db: Kysely<Database>,
  name: string,
  disabled: boolean,
  actor: AuditActor,
): Promise<StaffMemberRow> {
  const member = await requireStaff(db, name);
  if (Boolean(member.disabled_at) === disabled) return member;
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await updateStaffMember(trx, member.id, {
      disabled_at: disabled ? now : null,
      updated_at: now,
    });
    if (disabled) {
      await deleteStaffSessionsOf(trx, member.id);
      await deleteSetupLinksOf(trx, member.id);
    }
    await appendAudit(trx, {
      actor,
      action: disabled ? 'staff.disabled' : 'staff.enabled',
      detail: { staffId: member.id, name: member.name },
    });
  });
  return requireStaff(db, member.name);
}

/** The member a live setup link belongs to, or undefined (unknown, used, expired, disabled). */
export async function setupLinkMember(
  db: Kysely<Database>,
  token: string,
): Promise<StaffMemberRow | undefined> {
  const link = await findSetupLink(db, hashSetupToken(token));
  if (!link || Date.parse(link.expires_at) <= Date.now()) return undefined;
  const member = await findStaffById(db, link.staff_id);
  return member && !member.disabled_at ? member : undefined;
}

/**
 * Opening a setup link: its token stops working at once, and the page that opened it gets a new
 * one (kept in its memory only) for at most `SETUP_PAGE_MINUTES`. The link's address stays in
 * the browser's history, but it opens nothing any more: a link opened and left is dead.
 */
export async function exchangeSetupLink(
  db: Kysely<Database>,
  token: string,
): Promise<{ member: StaffMemberRow; token: string } | undefined> {
  const member = await setupLinkMember(db, token);
  if (!member) return undefined;
  const link = await findSetupLink(db, hashSetupToken(token));
  if (!link) return undefined;
  const next = randomBytes(32).toString('base64url');
  const pageEnd = Date.now() + SETUP_PAGE_MINUTES * 60_000;
  const expiresAt = new Date(Math.min(Date.parse(link.expires_at), pageEnd)).toISOString();
  const exchanged = await rekeySetupLink(db, hashSetupToken(token), {
    tokenHash: hashSetupToken(next),
    expiresAt,
  });
  return exchanged ? { member, token: next } : undefined;
}

/**
 * Sets the password with a setup link and uses the link up, in one transaction: of two uses of
 * one link at once, only one finds it to delete. Other sessions of the member end.
 */
export async function completeSetup(
  db: Kysely<Database>,
  token: string,
  password: string,
): Promise<StaffMemberRow | undefined> {
  const member = await setupLinkMember(db, token);
  if (!member) return undefined;
  const passwordHash = await hashStaffPassword(password);
  const done = await db.transaction().execute(async (trx) => {
    if (!(await consumeSetupLink(trx, hashSetupToken(token)))) return false;
    await updateStaffMember(trx, member.id, {
      password_hash: passwordHash,
      updated_at: new Date().toISOString(),
    });
    await deleteStaffSessionsOf(trx, member.id);
    await appendAudit(trx, {
      actor: { id: member.id, name: member.name },
      action: 'staff.password_set',
    });
    return true;
  });
  return done ? member : undefined;
}
