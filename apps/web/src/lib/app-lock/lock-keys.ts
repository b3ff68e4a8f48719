import { toAsciiDigits } from '@waha/shared/digits';
import type { KdfParams } from '@waha/shared';
import { deriveRoot } from '../crypto/derive-root';
import { bytesToBase64, randomBytes } from '../crypto/encoding';
import { RecordIntegrityError, WrongKeyError } from '../crypto/errors';
import { HKDF_INFO, hkdfWrapKey, unwrapDataKey, wrapDataKey } from '../crypto/keys';
import { decryptJson, encryptJson } from '../crypto/record-cipher';

/**
 * The app lock's wrapping (docs/device-data.md): the key is wrapped under a key derived from the
 * PIN or passphrase with Argon2id (in the worker, as for the password), and that wrap is encrypted
 * again under the device's own non-extractable key. So a PIN opens it only on this device, and the
 * device key alone opens nothing.
 */

/** Not a record kind: the wrap can never pass for a record, nor a record for it. */
const LOCK_LABEL = 'device-lock';
const SALT_BYTES = 16;

export interface LockWrap {
  salt: string;
  kdf: KdfParams;
  wrappedKey: string;
}

/** The same PIN typed with Arabic-Indic or Western digits gives the same key. */
export function normaliseSecret(secret: string): string {
  return toAsciiDigits(secret);
}

async function secretWrapKey(secret: string, salt: string, kdf: KdfParams): Promise<CryptoKey> {
  const root = await deriveRoot(normaliseSecret(secret), salt, kdf);
  try {
    return await hkdfWrapKey(root, HKDF_INFO.lockWrap);
  } finally {
    root.fill(0);
  }
}

/** Wraps `key` (extractable, to be wrapped) under `secret` and `device`; `label` binds it to its owner. */
export async function wrapUnderSecret(
  key: CryptoKey,
  secret: string,
  device: CryptoKey,
  label: string,
  kdf: KdfParams,
): Promise<LockWrap> {
  const salt = bytesToBase64(randomBytes(SALT_BYTES));
  const inner = await wrapDataKey(key, await secretWrapKey(secret, salt, kdf));
  const wrappedKey = await encryptJson(device, LOCK_LABEL, label, inner);
  return { salt, kdf: { ...kdf }, wrappedKey };
}

/**
 * Opens what `wrapUnderSecret` wrote. Throws `WrongKeyError` for a wrong secret, another device's
 * key or another owner's label alike. `extractable` only to wrap the key again (a new PIN).
 */
export async function unwrapWithSecret(
  wrap: LockWrap,
  secret: string,
  device: CryptoKey,
  label: string,
  extractable = false,
): Promise<CryptoKey> {
  let inner: unknown;
  try {
    inner = await decryptJson(device, LOCK_LABEL, label, wrap.wrappedKey);
  } catch (error) {
    if (error instanceof RecordIntegrityError) throw new WrongKeyError(undefined, { cause: error });
    throw error;
  }
  if (typeof inner !== 'string') throw new WrongKeyError('The lock is not this app’s');
  return unwrapDataKey(inner, await secretWrapKey(secret, wrap.salt, wrap.kdf), extractable);
}
