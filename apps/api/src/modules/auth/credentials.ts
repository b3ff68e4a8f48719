import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { PasswordKeys, RecoveryKeys } from '@waha/shared';
import type { PasswordKeyColumns, RecoveryKeyColumns } from '../users/repository';

/**
 * Argon2id parameters for hashing the browser's authKey: 19 MiB, 2 passes, 1 lane, the OWASP
 * minimum (DESIGN.md). The authKey is already the output of a 64 MiB Argon2id in the browser, so
 * this hash only has to make a stolen table costly to use, not stretch a weak password.
 * @node-rs/argon2 defaults to Argon2id (its `Algorithm` is a const enum, which isolated modules
 * cannot name); a test checks the stored hash says `$argon2id$v=19$m=19456,t=2,p=1$`.
 */
export const AUTH_HASH_PARAMS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * What is given to Argon2id: the authKey's 32 bytes as hex. @node-rs/argon2 2.2 hashes raw bytes
 * but its `verify` rejects bytes that are not UTF-8 ("invalid utf-8 sequence"), so the bytes are
 * passed as text; hex of the decoded bytes is one-to-one with them, also for base64 spellings
 * that differ only in unused bits.
 */
function argon2Input(base64Key: string): string {
  return Buffer.from(base64Key, 'base64').toString('hex');
}

export function hashAuthKey(authKey: string): Promise<string> {
  return hash(argon2Input(authKey), AUTH_HASH_PARAMS);
}

let dummyHash: Promise<string> | undefined;

/**
 * A hash of a random key nobody knows, checked when a nickname has no account so that a failed
 * login costs the same time either way and does not tell who exists. Made once, on first use.
 */
function dummyAuthHash(): Promise<string> {
  dummyHash ??= hash(randomBytes(32).toString('hex'), AUTH_HASH_PARAMS);
  return dummyHash;
}

/** Checks an authKey against the stored hash, or against the dummy hash when there is no account. */
export async function verifyAuthKey(
  authHash: string | undefined,
  authKey: string,
): Promise<boolean> {
  const matches = await verify(authHash ?? (await dummyAuthHash()), argon2Input(authKey));
  return matches && authHash !== undefined;
}

/** Computes the dummy hash ahead of the first failed login, so that one is not slower. */
export async function warmUpCredentials(): Promise<void> {
  await dummyAuthHash();
}

/**
 * The stored form of a recovery proof. `recoveryAuth` is derived from a random code of at least
 * 128 bits, so unlike a password it cannot be guessed from a table: one SHA-256 is enough.
 */
export function hashRecoveryAuth(recoveryAuth: string): string {
  return createHash('sha256').update(Buffer.from(recoveryAuth, 'base64')).digest('hex');
}

/** Fixed stand-in compared against when a nickname has no account: the same work either way. */
const DUMMY_RECOVERY_HASH = hashRecoveryAuth(randomBytes(32).toString('base64'));

/** Compares in constant time, so response times say nothing about how much of a hash matched. */
export function verifyRecoveryAuth(
  recoveryHash: string | undefined,
  recoveryAuth: string,
): boolean {
  const expected = Buffer.from(recoveryHash ?? DUMMY_RECOVERY_HASH, 'hex');
  const actual = Buffer.from(hashRecoveryAuth(recoveryAuth), 'hex');
  return (
    expected.length === actual.length &&
    timingSafeEqual(expected, actual) &&
    recoveryHash !== undefined
  );
}

/** The columns that hold a password's key material, from what the browser sent. */
export async function passwordKeyColumns(keys: PasswordKeys): Promise<PasswordKeyColumns> {
  return {
    kdf_salt: keys.salt,
    kdf_params: JSON.stringify(keys.kdf),
    auth_hash: await hashAuthKey(keys.authKey),
    wrapped_data_key: keys.wrappedDataKey,
  };
}

export function recoveryKeyColumns(recovery: RecoveryKeys): RecoveryKeyColumns {
  return {
    recovery_hash: hashRecoveryAuth(recovery.recoveryAuth),
    recovery_wrapped_data_key: recovery.recoveryWrappedDataKey,
  };
}
