import { webcrypto } from 'node:crypto';
import {
  THERAPY_REQUEST_HKDF_INFO,
  therapyRequestEnvelopeSchema,
  therapyRequestSchema,
} from '@waha/shared/therapy-request';
import type { TherapyRequest } from '@waha/shared/therapy-request';
import { staffKeyId } from './staff-keys';
import type { StaffPrivateJwk } from './staff-keys';

const { subtle } = webcrypto;

/**
 * Why a stored request could not be opened. `other-key`: it was sealed to another staff key (the
 * key was replaced); `unauthenticated`: AES-GCM refused it (altered, or a mismatched key);
 * `malformed`: it is not an envelope this app writes, or what it holds is not a request.
 */
export type OpenProblem = 'other-key' | 'unauthenticated' | 'malformed';

export class RequestOpenError extends Error {
  override readonly name = 'RequestOpenError';
  readonly problem: OpenProblem;

  constructor(problem: OpenProblem, options?: ErrorOptions) {
    super(
      {
        'other-key': 'sealed to a different staff key',
        unauthenticated: 'failed authentication (altered, or the wrong key)',
        malformed: 'not a sealed request this app wrote',
      }[problem],
      options,
    );
    this.problem = problem;
  }
}

/** The staff private key, ready for ECDH. */
export function importStaffPrivateKey(jwk: StaffPrivateJwk): Promise<webcrypto.CryptoKey> {
  return subtle.importKey('jwk', { ...jwk }, { name: 'ECDH', namedCurve: 'P-256' }, false, [
    'deriveBits',
  ]);
}

function parseEnvelope(stored: string) {
  try {
    return therapyRequestEnvelopeSchema.parse(JSON.parse(stored));
  } catch (error) {
    throw new RequestOpenError('malformed', { cause: error });
  }
}

/**
 * Opens a stored request (the envelope's JSON) with the staff private key: the mirror of the
 * browser's `sealTherapyRequest` (apps/web/src/lib/crypto/seal.ts). ECDH with the envelope's
 * ephemeral key, HKDF-SHA-256 with its salt and the protocol's info string, then AES-256-GCM with
 * the ephemeral key as additional data.
 */
export async function openTherapyRequest(
  stored: string,
  privateJwk: StaffPrivateJwk,
): Promise<TherapyRequest> {
  const envelope = parseEnvelope(stored);
  if (envelope.keyId !== staffKeyId(privateJwk)) throw new RequestOpenError('other-key');
  const ephemeralRaw = Buffer.from(envelope.ephemeralPublicKey, 'base64');

  let plaintext: ArrayBuffer;
  try {
    const ephemeral = await subtle.importKey(
      'raw',
      ephemeralRaw,
      { name: 'ECDH', namedCurve: 'P-256' },
      false,
      [],
    );
    const shared = await subtle.deriveBits(
      { name: 'ECDH', public: ephemeral },
      await importStaffPrivateKey(privateJwk),
      256,
    );
    const hkdfKey = await subtle.importKey('raw', shared, 'HKDF', false, ['deriveKey']);
    const aesKey = await subtle.deriveKey(
      {
        name: 'HKDF',
        hash: 'SHA-256',
        salt: Buffer.from(envelope.salt, 'base64'),
        info: new TextEncoder().encode(THERAPY_REQUEST_HKDF_INFO),
      },
      hkdfKey,
      { name: 'AES-GCM', length: 256 },
      false,
      ['decrypt'],
    );
    plaintext = await subtle.decrypt(
      { name: 'AES-GCM', iv: Buffer.from(envelope.iv, 'base64'), additionalData: ephemeralRaw },
      aesKey,
      Buffer.from(envelope.ciphertext, 'base64'),
    );
  } catch (error) {
    // A point off the curve fails at import; a wrong key or altered bytes fail at decrypt.
    throw new RequestOpenError('unauthenticated', { cause: error });
  }

  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(plaintext);
    return therapyRequestSchema.parse(JSON.parse(text));
  } catch (error) {
    throw new RequestOpenError('malformed', { cause: error });
  }
}
