import { DEFAULT_CLIENT_KDF } from '@waha/shared';
import type { KdfParams, PasswordKeys, RecoveryKeys } from '@waha/shared';
import { deriveRoot } from './derive-root';
import { bytesToBase64, randomBytes } from './encoding';
import {
  HKDF_INFO,
  generateDataKey,
  hkdfBytes,
  hkdfWrapKey,
  unwrapDataKey,
  wrapDataKey,
} from './keys';
import { recoveryCodeBytes, generateRecoveryCode } from './recovery-code';

/**
 * The account-level steps of protocol v1 (DESIGN.md): registration, log in, password change and
 * recovery. The server only ever receives what these return; the password, the recovery code and
 * the raw data key stay in the browser.
 */

/** Argon2id parameters for a new password: 64 MiB, 3 passes, 1 lane. */
export const DEFAULT_KDF: Readonly<KdfParams> = DEFAULT_CLIENT_KDF;

const SALT_BYTES = 16;

export interface DerivationOptions {
  /** Argon2id parameters for the new password; DEFAULT_KDF unless a test needs a quicker one. */
  kdf?: Readonly<KdfParams>;
  signal?: AbortSignal;
}

export interface AccountKeys {
  keys: PasswordKeys;
  recovery: RecoveryKeys;
  /** Shown once to the person, to write down; never sent. */
  recoveryCode: string;
  /** Non-extractable: for this session and the device key store. */
  dataKey: CryptoKey;
}

/** Registration: a new data key, wrapped under the password and under a new recovery code. */
export async function createAccountKeys(
  password: string,
  onProgress?: (phase: 'deriving' | 'wrapping') => void,
  options: DerivationOptions = {},
): Promise<AccountKeys> {
  onProgress?.('deriving');
  const dataKey = await generateDataKey();
  const { keys, wrapKey } = await keysForPassword(dataKey, password, options);
  onProgress?.('wrapping');
  return finishAccountKeys(dataKey, keys, wrapKey);
}

/** Log in: `authKey` for the server, `wrapKey` to open the wrapped data key it sends back. */
export async function deriveLoginKeys(
  password: string,
  params: { salt: string; kdf: KdfParams },
  options: { signal?: AbortSignal } = {},
): Promise<{ authKey: string; wrapKey: CryptoKey }> {
  const root = await deriveRoot(password, params.salt, params.kdf, options.signal);
  try {
    const [authKey, wrapKey] = await Promise.all([
      hkdfBytes(root, HKDF_INFO.auth),
      hkdfWrapKey(root, HKDF_INFO.wrap),
    ]);
    return { authKey: bytesToBase64(authKey), wrapKey };
  } finally {
    // WebCrypto has copied what it needs; no reason to leave the root key in memory.
    root.fill(0);
  }
}

/**
 * Opens the data key; throws `WrongKeyError` when `wrapKey` does not fit. Ask for an extractable
 * key only to re-wrap it (password change), and drop it afterwards.
 */
export function openDataKey(
  wrappedDataKey: string,
  wrapKey: CryptoKey,
  options: { extractable?: boolean } = {},
): Promise<CryptoKey> {
  return unwrapDataKey(wrappedDataKey, wrapKey, options.extractable ?? false);
}

/** Password change: the same data key under a new password, with a new salt. */
export async function rekeyForPassword(
  dataKeyExtractable: CryptoKey,
  newPassword: string,
  options: DerivationOptions = {},
): Promise<PasswordKeys> {
  const { keys } = await keysForPassword(dataKeyExtractable, newPassword, options);
  return keys;
}

/**
 * The proof of a recovery code and the key its copy of the data key is wrapped under. The code's
 * 160 random bits go into HKDF directly: Argon2id slows down guessing of low-entropy passwords,
 * and there is nothing to gain from it against 2^160 possibilities.
 */
export async function deriveRecoveryProof(
  recoveryCode: string,
): Promise<{ recoveryAuth: string; recoveryWrapKey: CryptoKey }> {
  const secret = recoveryCodeBytes(recoveryCode);
  try {
    const [recoveryAuth, recoveryWrapKey] = await Promise.all([
      hkdfBytes(secret, HKDF_INFO.recoveryAuth),
      hkdfWrapKey(secret, HKDF_INFO.recoveryWrap),
    ]);
    return { recoveryAuth: bytesToBase64(recoveryAuth), recoveryWrapKey };
  } finally {
    secret.fill(0);
  }
}

/**
 * Forgotten password: opens the data key with the recovery code (`WrongKeyError` if it does not
 * fit), wraps it under the new password and under a new recovery code, which replaces the old one.
 * The data key itself is unchanged, so every record stays readable.
 */
export async function recoverAccountKeys(
  recoveryWrappedDataKey: string,
  recoveryCode: string,
  newPassword: string,
  options: DerivationOptions = {},
): Promise<AccountKeys> {
  const { recoveryWrapKey } = await deriveRecoveryProof(recoveryCode);
  const dataKey = await openDataKey(recoveryWrappedDataKey, recoveryWrapKey, { extractable: true });
  const { keys, wrapKey } = await keysForPassword(dataKey, newPassword, options);
  return finishAccountKeys(dataKey, keys, wrapKey);
}

async function keysForPassword(
  dataKey: CryptoKey,
  password: string,
  { kdf = DEFAULT_KDF, signal }: DerivationOptions,
): Promise<{ keys: PasswordKeys; wrapKey: CryptoKey }> {
  if (!dataKey.extractable) {
    throw new TypeError('Re-wrapping needs the data key opened with { extractable: true }');
  }
  const salt = bytesToBase64(randomBytes(SALT_BYTES));
  const { authKey, wrapKey } = await deriveLoginKeys(password, { salt, kdf }, { signal });
  const wrappedDataKey = await wrapDataKey(dataKey, wrapKey);
  return { keys: { salt, kdf: { ...kdf }, authKey, wrappedDataKey }, wrapKey };
}

/** Adds a new recovery code, and unwraps the key the app keeps as non-extractable. */
async function finishAccountKeys(
  extractableDataKey: CryptoKey,
  keys: PasswordKeys,
  wrapKey: CryptoKey,
): Promise<AccountKeys> {
  const recoveryCode = generateRecoveryCode();
  const { recoveryAuth, recoveryWrapKey } = await deriveRecoveryProof(recoveryCode);
  const recovery: RecoveryKeys = {
    recoveryAuth,
    recoveryWrappedDataKey: await wrapDataKey(extractableDataKey, recoveryWrapKey),
  };
  // Opening what will be stored, rather than copying the key, also proves the wrapped key opens.
  const dataKey = await openDataKey(keys.wrappedDataKey, wrapKey);
  return { keys, recovery, recoveryCode, dataKey };
}
