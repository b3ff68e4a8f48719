import { bytesToBase64, base64ToBytes, concatBytes, randomBytes, utf8Encode } from './encoding';
import type { Bytes } from './encoding';
import { WrongKeyError } from './errors';

/**
 * HKDF-SHA256 and AES-256-GCM key wrapping (DESIGN.md, "End-to-end encryption (protocol v1)").
 * The info strings separate the keys derived from one secret; changing one is a new protocol.
 */
export const HKDF_INFO = {
  auth: 'waha/auth/v1',
  wrap: 'waha/wrap/v1',
  recoveryAuth: 'waha/recovery-auth/v1',
  recoveryWrap: 'waha/recovery-wrap/v1',
  /** The app lock's PIN or passphrase (docs/device-data.md). */
  lockWrap: 'waha/lock-wrap/v1',
} as const;
export type HkdfInfo = (typeof HKDF_INFO)[keyof typeof HKDF_INFO];

/**
 * HKDF's salt is optional when the input is already uniformly random (an Argon2id output, or the
 * recovery code's random bytes); RFC 5869 then uses a block of zeros, which is what empty means.
 */
const EMPTY_SALT = new Uint8Array(0);

/** Additional data of a wrapped data key, so a wrapped key cannot pass for any other ciphertext. */
const DATA_KEY_AD = utf8Encode('waha/data-key/v1');

export const IV_LENGTH = 12;
export const DATA_KEY_LENGTH = 32;

const AES_GCM_256 = { name: 'AES-GCM', length: 256 } as const;

function importHkdfInput(ikm: Bytes): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', ikm, 'HKDF', false, ['deriveBits', 'deriveKey']);
}

function hkdfParams(info: string): HkdfParams {
  return { name: 'HKDF', hash: 'SHA-256', salt: EMPTY_SALT, info: utf8Encode(info) };
}

/** HKDF-SHA256 with an empty salt: `length` bytes of key material for `info`. */
export async function hkdfBytes(ikm: Bytes, info: string, length = 32): Promise<Bytes> {
  const key = await importHkdfInput(ikm);
  return new Uint8Array(await crypto.subtle.deriveBits(hkdfParams(info), key, length * 8));
}

/** A non-extractable AES-256-GCM key for wrapping the data key, derived with HKDF. */
export async function hkdfWrapKey(ikm: Bytes, info: HkdfInfo): Promise<CryptoKey> {
  const key = await importHkdfInput(ikm);
  return crypto.subtle.deriveKey(hkdfParams(info), key, AES_GCM_256, false, [
    'wrapKey',
    'unwrapKey',
  ]);
}

/**
 * A fresh random data key. Extractable, because it must be wrapped (twice) before it is stored;
 * the copy the app keeps is unwrapped again as non-extractable.
 */
export function generateDataKey(): Promise<CryptoKey> {
  return crypto.subtle.generateKey(AES_GCM_256, true, ['encrypt', 'decrypt']);
}

/** base64(iv || AES-GCM(wrapKey, iv, rawDataKey, "waha/data-key/v1")): 60 bytes. */
export async function wrapDataKey(dataKey: CryptoKey, wrapKey: CryptoKey): Promise<string> {
  const iv = randomBytes(IV_LENGTH);
  const wrapped = await crypto.subtle.wrapKey('raw', dataKey, wrapKey, {
    name: 'AES-GCM',
    iv,
    additionalData: DATA_KEY_AD,
  });
  return bytesToBase64(concatBytes(iv, new Uint8Array(wrapped)));
}

/**
 * Opens a wrapped data key. WebCrypto unwraps it straight into a `CryptoKey`, so a
 * non-extractable data key never exists as bytes in JavaScript. Throws `WrongKeyError` when the
 * wrap key does not open it.
 */
export async function unwrapDataKey(
  wrappedDataKey: string,
  wrapKey: CryptoKey,
  extractable: boolean,
): Promise<CryptoKey> {
  let bytes: Bytes;
  try {
    bytes = base64ToBytes(wrappedDataKey);
  } catch (error) {
    throw new WrongKeyError('The wrapped key is not base64', { cause: error });
  }
  if (bytes.length !== IV_LENGTH + DATA_KEY_LENGTH + 16) {
    throw new WrongKeyError('The wrapped key has the wrong length');
  }
  try {
    return await crypto.subtle.unwrapKey(
      'raw',
      bytes.subarray(IV_LENGTH),
      wrapKey,
      { name: 'AES-GCM', iv: bytes.subarray(0, IV_LENGTH), additionalData: DATA_KEY_AD },
      AES_GCM_256,
      extractable,
      ['encrypt', 'decrypt'],
    );
  } catch (error) {
    throw new WrongKeyError(undefined, { cause: error });
  }
}
