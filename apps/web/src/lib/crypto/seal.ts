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
import { bytesToBase64, randomBytes, utf8Encode } from './encoding';

const P256 = { name: 'ECDH', namedCurve: 'P-256' } as const;

/**
 * Seals a session request to the staff public key, so that only the holder of the staff private
 * key can read it (the server stores it unopened). A fresh ephemeral ECDH P-256 key pair per
 * request; HKDF-SHA-256 over the shared secret, with a random salt and the protocol's info string,
 * gives an AES-256-GCM key; the ephemeral public key is the additional data. The staff CLI
 * (apps/api/src/modules/therapy-requests/open-request.ts) does the mirror image.
 */
export async function sealTherapyRequest(
  request: TherapyRequest,
  staffKey: Pick<StaffKeyResponse, 'keyId' | 'publicKey'>,
): Promise<TherapyRequestEnvelope> {
  const { subtle } = crypto;
  const staff = await subtle.importKey('jwk', { ...staffKey.publicKey }, P256, false, []);
  const ephemeral = await subtle.generateKey(P256, false, ['deriveBits']);
  const ephemeralRaw = new Uint8Array(await subtle.exportKey('raw', ephemeral.publicKey));
  const shared = await subtle.deriveBits(
    { name: 'ECDH', public: staff },
    ephemeral.privateKey,
    256,
  );
  const hkdfKey = await subtle.importKey('raw', shared, 'HKDF', false, ['deriveKey']);
  const salt = randomBytes(THERAPY_REQUEST_SALT_BYTES);
  const aesKey = await subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt, info: utf8Encode(THERAPY_REQUEST_HKDF_INFO) },
    hkdfKey,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt'],
  );
  const iv = randomBytes(THERAPY_REQUEST_IV_BYTES);
  const ciphertext = await subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: ephemeralRaw },
    aesKey,
    utf8Encode(JSON.stringify(request)),
  );
  return {
    version: THERAPY_REQUEST_VERSION,
    keyId: staffKey.keyId,
    ephemeralPublicKey: bytesToBase64(ephemeralRaw),
    salt: bytesToBase64(salt),
    iv: bytesToBase64(iv),
    ciphertext: bytesToBase64(new Uint8Array(ciphertext)),
  };
}
