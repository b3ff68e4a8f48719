import { webcrypto } from 'node:crypto';
import {
  THERAPY_REQUEST_HKDF_INFO,
  THERAPY_REQUEST_IV_BYTES,
  THERAPY_REQUEST_SALT_BYTES,
  THERAPY_REQUEST_VERSION,
} from '@waha/shared/therapy-request';
import type {
  StaffKeyResponse,
  TherapyRequest,
  TherapyRequestEnvelope,
} from '@waha/shared/therapy-request';

import { readStaffPrivateKey } from './staff-keys';
import type { StaffPrivateJwk } from './staff-keys';

const { subtle } = webcrypto;
const base64 = (bytes: ArrayBuffer | Uint8Array) =>
  Buffer.from(bytes as Uint8Array).toString('base64');

/** For tests only: seals plaintext (a request, or anything) as the browser would, with node:crypto. */
export async function sealForTest(
  staffKey: Pick<StaffKeyResponse, 'keyId' | 'publicKey'>,
  plaintext: TherapyRequest | string,
): Promise<TherapyRequestEnvelope> {
  const staff = await subtle.importKey(
    'jwk',
    { ...staffKey.publicKey },
    { name: 'ECDH', namedCurve: 'P-256' },
    false,
    [],
  );
  const ephemeral = await subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, [
    'deriveBits',
  ]);
  const ephemeralRaw = new Uint8Array(await subtle.exportKey('raw', ephemeral.publicKey));
  const shared = await subtle.deriveBits(
    { name: 'ECDH', public: staff },
    ephemeral.privateKey,
    256,
  );
  const salt = webcrypto.getRandomValues(new Uint8Array(THERAPY_REQUEST_SALT_BYTES));
  const iv = webcrypto.getRandomValues(new Uint8Array(THERAPY_REQUEST_IV_BYTES));
  const hkdf = await subtle.importKey('raw', shared, 'HKDF', false, ['deriveKey']);
  const key = await subtle.deriveKey(
    {
      name: 'HKDF',
      hash: 'SHA-256',
      salt,
      info: new TextEncoder().encode(THERAPY_REQUEST_HKDF_INFO),
    },
    hkdf,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt'],
  );
  const text = typeof plaintext === 'string' ? plaintext : JSON.stringify(plaintext);
  const ciphertext = await subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: ephemeralRaw },
    key,
    new TextEncoder().encode(text),
  );
  return {
    version: THERAPY_REQUEST_VERSION,
    keyId: staffKey.keyId,
    ephemeralPublicKey: base64(ephemeralRaw),
    salt: base64(salt),
    iv: base64(iv),
    ciphertext: base64(ciphertext),
  };
}

/** A filled-in form with a marker that must never reach the database in plaintext. */
export function sampleRequest(overrides: Partial<TherapyRequest> = {}): TherapyRequest {
  return {
    name: 'Layla WahaE2EPlaintext',
    age: 34,
    location: 'Amman, Jordan',
    therapistGender: 'female',
    sessionLanguage: 'arabic',
    contactMethod: 'email',
    contactDetails: 'layla@example.org',
    interfaceLanguage: 'ar',
    ...overrides,
  };
}

/** The private key file at `path`, which a test expects to exist. */
export async function privateKeyAt(path: string): Promise<StaffPrivateJwk> {
  const key = await readStaffPrivateKey(path);
  if (!key) throw new Error(`No private key at ${path}`);
  return key;
}
