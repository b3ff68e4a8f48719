import type { RecordKind } from '@waha/shared';
import {
  base64ToBytes,
  bytesToBase64,
  concatBytes,
  randomBytes,
  utf8Decode,
  utf8Encode,
} from './encoding';
import type { Bytes } from './encoding';
import { RecordIntegrityError } from './errors';
import { IV_LENGTH } from './keys';

/**
 * Records (DESIGN.md, protocol v1, step 3): JSON, encrypted with the data key under AES-256-GCM
 * with a fresh random IV. `kind|id` is authenticated as additional data, so a server that moves a
 * ciphertext to another kind or id makes it fail to decrypt rather than show up somewhere else.
 */

const TAG_LENGTH = 16;

function recordAd(kind: string, id: string): Bytes {
  return utf8Encode(`${kind}|${id}`);
}

/** base64(iv || AES-GCM(dataKey, iv, utf8(JSON.stringify(value)), `kind|id`)). */
export function encryptRecord(
  dataKey: CryptoKey,
  kind: RecordKind,
  id: string,
  value: unknown,
): Promise<string> {
  return encryptJson(dataKey, kind, id, value);
}

/**
 * Decrypts a record written by `encryptRecord` under the same kind and id. Throws
 * `RecordIntegrityError` when it does not authenticate or is not what `encryptRecord` writes.
 * The shape of the value is not checked: callers that need certainty validate it.
 */
export function decryptRecord<T = unknown>(
  dataKey: CryptoKey,
  kind: RecordKind,
  id: string,
  ciphertext: string,
): Promise<T> {
  return decryptJson<T>(dataKey, kind, id, ciphertext);
}

/**
 * As `encryptRecord`, for a value kept only on this device under a label that is no record kind
 * (so it can never be read as a record, nor a record as it).
 */
export async function encryptJson(
  dataKey: CryptoKey,
  kind: string,
  id: string,
  value: unknown,
): Promise<string> {
  const json = JSON.stringify(value) as string | undefined;
  if (json === undefined) throw new TypeError('A record must be a JSON value');
  const iv = randomBytes(IV_LENGTH);
  const ciphertext = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: recordAd(kind, id) },
    dataKey,
    utf8Encode(json),
  );
  return bytesToBase64(concatBytes(iv, new Uint8Array(ciphertext)));
}

/** Decrypts what `encryptJson` wrote under the same label and id (errors as `decryptRecord`). */
export async function decryptJson<T = unknown>(
  dataKey: CryptoKey,
  kind: string,
  id: string,
  ciphertext: string,
): Promise<T> {
  let bytes: Bytes;
  try {
    bytes = base64ToBytes(ciphertext);
  } catch (error) {
    throw new RecordIntegrityError(kind, id, 'malformed', { cause: error });
  }
  if (bytes.length < IV_LENGTH + TAG_LENGTH) throw new RecordIntegrityError(kind, id, 'malformed');

  let plaintext: ArrayBuffer;
  try {
    plaintext = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytes.subarray(0, IV_LENGTH), additionalData: recordAd(kind, id) },
      dataKey,
      bytes.subarray(IV_LENGTH),
    );
  } catch (error) {
    throw new RecordIntegrityError(kind, id, 'unauthenticated', { cause: error });
  }
  try {
    return JSON.parse(utf8Decode(plaintext)) as T;
  } catch (error) {
    throw new RecordIntegrityError(kind, id, 'malformed', { cause: error });
  }
}
