import { createHash, randomUUID, webcrypto } from 'node:crypto';
import { link, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { staffPublicJwkSchema } from '@waha/shared/therapy-request';
import type { StaffPublicJwk } from '@waha/shared/therapy-request';
import { z } from 'zod';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../../lib/private-files';

/**
 * The staff key pair that session requests are sealed to (ECDH P-256, as JWK files). The server
 * needs only the public half; the private half may be moved to a staff machine (README, "Session
 * requests"), after which the server goes on with the public key alone.
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

export const staffPrivateJwkSchema = staffPublicJwkSchema.extend({
  d: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});
export type StaffPrivateJwk = z.infer<typeof staffPrivateJwkSchema>;

export interface StaffPublicKey {
  keyId: string;
  publicKey: StaffPublicJwk;
}

/** The key's uncompressed point (0x04 ‖ x ‖ y), as WebCrypto exports it raw. */
export function rawPublicKey(jwk: StaffPublicJwk): Buffer {
  return Buffer.concat([
    Buffer.of(4),
    Buffer.from(jwk.x, 'base64url'),
    Buffer.from(jwk.y, 'base64url'),
  ]);
}

/** The first 16 bytes of SHA-256 of the raw public key, base64url: names the key in envelopes. */
export function staffKeyId(jwk: StaffPublicJwk): string {
  return createHash('sha256')
    .update(rawPublicKey(jwk))
    .digest()
    .subarray(0, 16)
    .toString('base64url');
}

function publicHalf(jwk: StaffPublicJwk): StaffPublicJwk {
  return { kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y };
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

/** Written beside the target, then renamed over it, so a reader never sees half a file. */
async function writeAtomically(path: string, content: string, mode: number): Promise<void> {
  const temporary = `${path}.${randomUUID()}.tmp`;
  await writeFile(temporary, content, { mode, flag: 'wx' });
  await rename(temporary, path);
}

/**
 * Creates the private key file unless one exists. It is written under a temporary name (mode
 * 0600) and hard-linked into place, which fails if another process got there first; then that
 * process's key is the one everybody uses.
 */
async function createPrivateKey(path: string): Promise<void> {
  const pair = await webcrypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, [
    'deriveBits',
  ]);
  const jwk = staffPrivateJwkSchema.parse(await webcrypto.subtle.exportKey('jwk', pair.privateKey));
  const temporary = `${path}.${randomUUID()}.tmp`;
  await writeFile(temporary, `${JSON.stringify({ ...publicHalf(jwk), d: jwk.d })}\n`, {
    mode: PRIVATE_FILE_MODE,
    flag: 'wx',
  });
  try {
    await link(temporary, path);
  } catch (error) {
    if (!isCode(error, 'EEXIST')) throw error;
  } finally {
    await rm(temporary, { force: true });
  }
}

/**
 * The staff public key under `dataDir`, made on first start: the public key file if there is one
 * (the private key may have been moved off this machine); else derived from the private key file;
 * else a new pair. Safe when several processes start at once.
 */
export async function ensureStaffPublicKey(dataDir: string): Promise<StaffPublicKey> {
  const paths = staffKeyPaths(dataDir);
  const existing = await readJson(paths.publicKey);
  if (existing !== undefined) {
    const parsed = staffPublicJwkSchema.safeParse(existing);
    if (!parsed.success) throw new Error(`${paths.publicKey} is not a P-256 public key (JWK)`);
    return { keyId: staffKeyId(parsed.data), publicKey: publicHalf(parsed.data) };
  }
  await mkdir(paths.dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  let privateKey = await readStaffPrivateKey(paths.privateKey);
  if (!privateKey) {
    await createPrivateKey(paths.privateKey);
    privateKey = await readStaffPrivateKey(paths.privateKey);
    if (!privateKey) throw new Error(`Could not create ${paths.privateKey}`);
  }
  const publicKey = publicHalf(privateKey);
  await writeAtomically(paths.publicKey, `${JSON.stringify(publicKey)}\n`, PRIVATE_FILE_MODE);
  return { keyId: staffKeyId(publicKey), publicKey };
}
