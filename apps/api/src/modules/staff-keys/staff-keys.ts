import { randomUUID } from 'node:crypto';
import { link, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { generateStaffKeyPair, publicHalf, staffKeyId } from '@waha/shared/staff-seal';
import type { StaffKeyRef } from '@waha/shared/staff-seal';
import {
  staffPrivateJwkSchema,
  staffPublicJwkSchema,
  storedRequestEnvelopeSchema,
} from '@waha/shared/session-request';
import type { StaffPrivateJwk, StaffPublicJwk } from '@waha/shared/session-request';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../../lib/private-files';

/**
 * The staff keys that session requests are sealed to (ECDH P-256, as JWK files): the one module
 * that makes, rotates, reads and lists them (the people's routes, the inbox and both CLIs use it). The database
 * keeps every public key (`staff_keys`), so that all servers of one database seal to the same,
 * newest one; a private key never enters it. The first start makes a pair under DATA_DIR
 * (README, "Session requests"), and `npm run staff -- rotate-key` makes the next; each private
 * half may be moved to a staff machine, after which the server goes on with the public keys alone.
 */
export const STAFF_KEYS_DIR = 'staff-keys';
export const STAFF_PUBLIC_KEY_FILE = 'public-key.jwk';
export const STAFF_PRIVATE_KEY_FILE = 'private-key.jwk';

export interface StaffKeyPaths {
  dir: string;
  publicKey: string;
  privateKey: string;
}

export function staffKeyPaths(dataDir: string): StaffKeyPaths {
  const dir = join(dataDir, STAFF_KEYS_DIR);
  return {
    dir,
    publicKey: join(dir, STAFF_PUBLIC_KEY_FILE),
    privateKey: join(dir, STAFF_PRIVATE_KEY_FILE),
  };
}

/** The file a rotated key's private half is written to, by default: named by the key's id. */
export function rotatedPrivateKeyPath(dataDir: string, keyId: string): string {
  return join(dataDir, STAFF_KEYS_DIR, `private-key-${keyId.slice(0, 8)}.jwk`);
}

function isCode(error: unknown, code: string): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === code;
}

async function readJson(path: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as unknown;
  } catch (error) {
    if (isCode(error, 'ENOENT')) return undefined;
    throw new Error(`${path} is not a readable key file`, { cause: error });
  }
}

/** Reads a private key file; undefined when there is none. */
export async function readStaffPrivateKey(path: string): Promise<StaffPrivateJwk | undefined> {
  const content = await readJson(path);
  if (content === undefined) return undefined;
  const parsed = staffPrivateJwkSchema.safeParse(content);
  if (!parsed.success) throw new Error(`${path} is not a P-256 private key (JWK)`);
  return parsed.data;
}

async function readPublicKeyFile(path: string): Promise<StaffPublicJwk | undefined> {
  const content = await readJson(path);
  if (content === undefined) return undefined;
  const parsed = staffPublicJwkSchema.safeParse(content);
  if (!parsed.success) throw new Error(`${path} is not a P-256 public key (JWK)`);
  return publicHalf(parsed.data);
}

/** Written beside the target, then renamed over it, so a reader never sees half a file. */
async function writeAtomically(path: string, content: string): Promise<void> {
  const temporary = `${path}.${randomUUID()}.tmp`;
  await writeFile(temporary, content, { mode: PRIVATE_FILE_MODE, flag: 'wx' });
  await rename(temporary, path);
}

/**
 * Writes a private key file unless one exists at `path`: under a temporary name (mode 0600),
 * then hard-linked into place, which fails if another process got there first. Returns whether
 * this call wrote it.
 */
export async function writePrivateKeyFile(path: string, jwk: StaffPrivateJwk): Promise<boolean> {
  const temporary = `${path}.${randomUUID()}.tmp`;
  const content = `${JSON.stringify({ ...publicHalf(jwk), d: jwk.d })}\n`;
  await writeFile(temporary, content, { mode: PRIVATE_FILE_MODE, flag: 'wx' });
  try {
    await link(temporary, path);
    return true;
  } catch (error) {
    if (!isCode(error, 'EEXIST')) throw error;
    return false;
  } finally {
    await rm(temporary, { force: true });
  }
}

export interface StaffKeyRow {
  keyId: string;
  publicKey: StaffPublicJwk;
  createdAt: string;
}

/** Every staff public key, newest (the one in use) first. */
export async function listStaffKeys(db: Kysely<Database>): Promise<StaffKeyRow[]> {
  const rows = await db
    .selectFrom('staff_keys')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('key_id', 'desc')
    .execute();
  return rows.map((row) => ({
    keyId: row.key_id,
    publicKey: staffPublicJwkSchema.parse(JSON.parse(row.public_key)),
    createdAt: row.created_at,
  }));
}

/** How many stored requests are sealed to each key id (`(unreadable)` for a broken envelope). */
export async function requestsPerStaffKey(db: Kysely<Database>): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const row of await db.selectFrom('therapy_requests').select('ciphertext').execute()) {
    const parsed = storedRequestEnvelopeSchema.safeParse(JSON.parse(row.ciphertext));
    const keyId = parsed.success ? parsed.data.keyId : '(unreadable)';
    counts.set(keyId, (counts.get(keyId) ?? 0) + 1);
  }
  return counts;
}

/** The key new requests are sealed to: the newest. */
export async function currentStaffKey(db: Kysely<Database>): Promise<StaffKeyRef | undefined> {
  const row = await db
    .selectFrom('staff_keys')
    .select(['key_id', 'public_key'])
    .orderBy('created_at', 'desc')
    .orderBy('key_id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    keyId: row.key_id,
    publicKey: staffPublicJwkSchema.parse(JSON.parse(row.public_key)),
  };
}

/** Adds a public key (newest from `createdAt` on); nothing when it is known already. */
async function registerStaffKey(db: Kysely<Database>, publicKey: StaffPublicJwk): Promise<void> {
  await db
    .insertInto('staff_keys')
    .values({
      key_id: await staffKeyId(publicKey),
      public_key: JSON.stringify(publicHalf(publicKey)),
      created_at: new Date().toISOString(),
    })
    .onConflict((conflict) => conflict.column('key_id').doNothing())
    .execute();
}

async function writePublicKeyFile(path: string, publicKey: StaffPublicJwk): Promise<void> {
  await writeAtomically(path, `${JSON.stringify(publicHalf(publicKey))}\n`);
}

/**
 * The key new requests are sealed to, made ready at start. A public key file in DATA_DIR that the
 * database does not know yet is added as the newest (a server upgraded from one that kept its
 * key in files only, or a key replaced by hand); without a file, the database's newest is written
 * to one; with neither, the private key file's public half, or else a new pair. Safe when several
 * processes start at once.
 */
export async function ensureStaffKeys(db: Kysely<Database>, dataDir: string): Promise<StaffKeyRef> {
  const paths = staffKeyPaths(dataDir);
  await mkdir(paths.dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const fromFile = await readPublicKeyFile(paths.publicKey);
  if (fromFile) {
    await registerStaffKey(db, fromFile);
  } else {
    const known = await currentStaffKey(db);
    if (known) {
      await writePublicKeyFile(paths.publicKey, known.publicKey);
      return known;
    }
    let privateKey = await readStaffPrivateKey(paths.privateKey);
    if (!privateKey) {
      await writePrivateKeyFile(paths.privateKey, (await generateStaffKeyPair()).privateKey);
      privateKey = await readStaffPrivateKey(paths.privateKey);
      if (!privateKey) throw new Error(`Could not create ${paths.privateKey}`);
    }
    await registerStaffKey(db, privateKey);
    await writePublicKeyFile(paths.publicKey, privateKey);
  }
  const current = await currentStaffKey(db);
  if (!current) throw new Error('No staff key could be registered');
  return current;
}

/**
 * A new key pair for new requests: the private half written to `privateKeyPath` (mode 0600,
 * never over an existing file), the public half registered as the newest and written to DATA_DIR.
 * Requests sealed before keep their key; its private file still opens them.
 */
export async function rotateStaffKey(
  db: Kysely<Database>,
  dataDir: string,
  privateKeyPath?: string,
): Promise<{ keyId: string; privateKeyPath: string }> {
  const pair = await generateStaffKeyPair();
  const path = privateKeyPath ?? rotatedPrivateKeyPath(dataDir, pair.keyId);
  await mkdir(staffKeyPaths(dataDir).dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  if (!(await writePrivateKeyFile(path, pair.privateKey))) {
    throw new Error(`${path} exists already; give another --output file`);
  }
  await registerStaffKey(db, pair.publicKey);
  await writePublicKeyFile(staffKeyPaths(dataDir).publicKey, pair.publicKey);
  return { keyId: pair.keyId, privateKeyPath: path };
}
