import {
  base64ToBytes,
  bytesToBase64,
  concatBytes,
  randomBytes,
  utf8Decode,
  utf8Encode,
} from './bytes';
import type { Bytes } from './bytes';
import { staffNoteEnvelopeSchema, staffNoteSchema, STAFF_NOTE_HKDF_INFO } from './staff-note';
import type { StaffNote, StaffNoteEnvelope } from './staff-note';
import {
  SESSION_REQUEST_HKDF_INFO,
  SESSION_REQUEST_IV_BYTES,
  SESSION_REQUEST_SALT_BYTES,
  SESSION_REQUEST_VERSION,
  storedRequestEnvelopeSchema,
  sessionRequestSchema,
} from './session-request';
import type {
  SealedParts,
  StaffPublicJwk,
  SessionRequest,
  SessionRequestEnvelope,
} from './session-request';

/**
 * Sealing to the staff key, in one place for the web app's request form, the staff inbox, the
 * server and the CLI (WebCrypto only, the same in browsers and Node). A fresh ephemeral ECDH
 * P-256 key pair per payload; HKDF-SHA-256 over the shared secret, with a random salt and an info
 * string naming what is sealed, gives an AES-256-GCM key; the additional data is the ephemeral
 * public key followed by a header naming the version, the key and what the payload belongs to.
 */

import { P256 } from './staff-key-pair';
import type { LoadedStaffKey, StaffCryptoKey, StaffKeyRef } from './staff-key-pair';

export * from './staff-key-pair';

/**
 * Why a payload could not be opened. `other-key`: it was sealed to a staff key not given;
 * `unauthenticated`: AES-GCM refused it (altered, or a mismatched key); `malformed`: it is not an
 * envelope this app writes, or what it holds is not what it should be.
 */
export type OpenProblem = 'other-key' | 'unauthenticated' | 'malformed';

export class SealOpenError extends Error {
  override readonly name = 'SealOpenError';
  readonly problem: OpenProblem;

  constructor(problem: OpenProblem, options?: ErrorOptions) {
    super(
      {
        'other-key': 'sealed to a different staff key',
        unauthenticated: 'failed authentication (altered, or the wrong key)',
        malformed: 'not a sealed payload this app wrote',
      }[problem],
      options,
    );
    this.problem = problem;
  }
}

interface Purpose {
  info: string;
  /** Bound as additional data after the ephemeral key: what the payload belongs to. */
  header: Bytes;
}

async function aesKey(
  shared: ArrayBuffer,
  salt: Bytes,
  info: string,
  usage: 'encrypt' | 'decrypt',
) {
  const hkdf = await crypto.subtle.importKey('raw', shared, 'HKDF', false, ['deriveKey']);
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt, info: utf8Encode(info) },
    hkdf,
    { name: 'AES-GCM', length: 256 },
    false,
    [usage],
  );
}

async function sealBytes(
  plaintext: Bytes,
  publicKey: StaffPublicJwk,
  purpose: Purpose,
): Promise<SealedParts> {
  const { subtle } = crypto;
  const staff = await subtle.importKey('jwk', { ...publicKey }, P256, false, []);
  const ephemeral = await subtle.generateKey(P256, false, ['deriveBits']);
  const ephemeralRaw = new Uint8Array(await subtle.exportKey('raw', ephemeral.publicKey));
  const shared = await subtle.deriveBits(
    { name: 'ECDH', public: staff },
    ephemeral.privateKey,
    256,
  );
  const salt = randomBytes(SESSION_REQUEST_SALT_BYTES);
  const iv = randomBytes(SESSION_REQUEST_IV_BYTES);
  const ciphertext = await subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: concatBytes(ephemeralRaw, purpose.header) },
    await aesKey(shared, salt, purpose.info, 'encrypt'),
    plaintext,
  );
  return {
    ephemeralPublicKey: bytesToBase64(ephemeralRaw),
    salt: bytesToBase64(salt),
    iv: bytesToBase64(iv),
    ciphertext: bytesToBase64(new Uint8Array(ciphertext)),
  };
}

async function openBytes(
  parts: SealedParts,
  privateKey: StaffCryptoKey,
  purpose: Purpose,
): Promise<Bytes> {
  try {
    const ephemeralRaw = base64ToBytes(parts.ephemeralPublicKey);
    const ephemeral = await crypto.subtle.importKey('raw', ephemeralRaw, P256, false, []);
    const shared = await crypto.subtle.deriveBits(
      { name: 'ECDH', public: ephemeral },
      privateKey,
      256,
    );
    const plaintext = await crypto.subtle.decrypt(
      {
        name: 'AES-GCM',
        iv: base64ToBytes(parts.iv),
        additionalData: concatBytes(ephemeralRaw, purpose.header),
      },
      await aesKey(shared, base64ToBytes(parts.salt), purpose.info, 'decrypt'),
      base64ToBytes(parts.ciphertext),
    );
    return new Uint8Array(plaintext);
  } catch (error) {
    // A point off the curve fails at import; a wrong key or altered bytes fail at decrypt.
    throw new SealOpenError('unauthenticated', { cause: error });
  }
}

/** The JSON in opened bytes, checked by `parse`; anything else is `malformed`. */
function readJson<T>(bytes: Bytes, parse: (value: unknown) => T): T {
  try {
    return parse(JSON.parse(utf8Decode(bytes)));
  } catch (error) {
    throw new SealOpenError('malformed', { cause: error });
  }
}

/** An envelope as stored (its JSON text) or already parsed, checked by `parse`. */
function envelopeOf<T>(stored: unknown, parse: (value: unknown) => T): T {
  try {
    return parse(typeof stored === 'string' ? JSON.parse(stored) : stored);
  } catch (error) {
    throw new SealOpenError('malformed', { cause: error });
  }
}

/** The key among `keys` an envelope was sealed to, or `other-key`. */
function keyFor(keyId: string, keys: LoadedStaffKey | readonly LoadedStaffKey[]): LoadedStaffKey {
  const key = (Array.isArray(keys) ? keys : [keys]).find((it) => it.keyId === keyId);
  if (!key) throw new SealOpenError('other-key');
  return key;
}

type RequestHead =
  { version: 1 } | Pick<SessionRequestEnvelope, 'version' | 'keyId' | 'sessionLanguage'>;

function requestPurpose(head: RequestHead): Purpose {
  if (head.version === 1) return { info: SESSION_REQUEST_HKDF_INFO[1], header: new Uint8Array() };
  const fields = ['waha therapy-request', head.version, head.keyId, head.sessionLanguage];
  return { info: SESSION_REQUEST_HKDF_INFO[2], header: utf8Encode(JSON.stringify(fields)) };
}

/** Seals a session request to the staff public key (the request form does this on the device). */
export async function sealSessionRequest(
  request: SessionRequest,
  staffKey: StaffKeyRef,
): Promise<SessionRequestEnvelope> {
  const head = {
    version: SESSION_REQUEST_VERSION,
    keyId: staffKey.keyId,
    sessionLanguage: request.sessionLanguage,
  };
  const parts = await sealBytes(
    utf8Encode(JSON.stringify(request)),
    staffKey.publicKey,
    requestPurpose(head),
  );
  return { ...head, ...parts };
}

/**
 * Opens a stored request (the envelope or its JSON) with whichever of `keys` it was sealed to.
 * A version 2 envelope whose clear session language differs from the sealed one is `malformed`.
 */
export async function openSessionRequest(
  stored: unknown,
  keys: LoadedStaffKey | readonly LoadedStaffKey[],
): Promise<SessionRequest> {
  const envelope = envelopeOf(stored, (value) => storedRequestEnvelopeSchema.parse(value));
  const key = keyFor(envelope.keyId, keys);
  const bytes = await openBytes(envelope, key.privateKey, requestPurpose(envelope));
  const request = readJson(bytes, (value) => sessionRequestSchema.parse(value));
  if (envelope.version !== 1 && envelope.sessionLanguage !== request.sessionLanguage) {
    throw new SealOpenError('malformed');
  }
  return request;
}

function notePurpose(keyId: string, requestId: string): Purpose {
  const fields = ['waha staff-note', 1, keyId, requestId];
  return { info: STAFF_NOTE_HKDF_INFO, header: utf8Encode(JSON.stringify(fields)) };
}

/** Seals a staff note on one request: it opens only as a note of that request. */
export async function sealStaffNote(
  note: StaffNote,
  requestId: string,
  staffKey: StaffKeyRef,
): Promise<StaffNoteEnvelope> {
  const parts = await sealBytes(
    utf8Encode(JSON.stringify(staffNoteSchema.parse(note))),
    staffKey.publicKey,
    notePurpose(staffKey.keyId, requestId),
  );
  return { version: 1, keyId: staffKey.keyId, ...parts };
}

export async function openStaffNote(
  stored: unknown,
  requestId: string,
  keys: LoadedStaffKey | readonly LoadedStaffKey[],
): Promise<StaffNote> {
  const envelope = envelopeOf(stored, (value) => staffNoteEnvelopeSchema.parse(value));
  const key = keyFor(envelope.keyId, keys);
  const bytes = await openBytes(envelope, key.privateKey, notePurpose(envelope.keyId, requestId));
  return readJson(bytes, (value) => staffNoteSchema.parse(value));
}
