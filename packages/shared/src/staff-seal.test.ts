import { describe, expect, it } from 'vitest';
import { base64ToBytes, bytesToBase64 } from './bytes';
import {
  generateStaffKeyPair,
  importStaffPrivateKey,
  isP256Point,
  openStaffNote,
  openSessionRequest,
  sealStaffNote,
  sealSessionRequest,
  staffKeyId,
} from './staff-seal';
import type { LoadedStaffKey, StaffKeyRef } from './staff-seal';
import { SESSION_REQUEST_HKDF_INFO, sessionRequestEnvelopeSchema } from './session-request';
import type { SessionRequest } from './session-request';

const request: SessionRequest = {
  name: 'نور WahaE2EPlaintext',
  age: 27,
  location: 'Irbid',
  therapistGender: 'no-preference',
  sessionLanguage: 'arabic',
  contactMethod: 'phone',
  contactDetails: '+962 79 123 4567',
  interfaceLanguage: 'ar',
};

async function keyPair(): Promise<{ ref: StaffKeyRef; key: LoadedStaffKey }> {
  const pair = await generateStaffKeyPair();
  return {
    ref: { keyId: pair.keyId, publicKey: pair.publicKey },
    key: await importStaffPrivateKey(pair.privateKey),
  };
}

/** A version 1 envelope as browsers sealed them before: AAD the ephemeral key alone. */
async function sealVersion1(plaintext: unknown, ref: StaffKeyRef) {
  const P256 = { name: 'ECDH', namedCurve: 'P-256' } as const;
  const staff = await crypto.subtle.importKey('jwk', { ...ref.publicKey }, P256, false, []);
  const ephemeral = await crypto.subtle.generateKey(P256, true, ['deriveBits']);
  const raw = new Uint8Array(await crypto.subtle.exportKey('raw', ephemeral.publicKey));
  const shared = await crypto.subtle.deriveBits(
    { name: 'ECDH', public: staff },
    ephemeral.privateKey,
    256,
  );
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const hkdf = await crypto.subtle.importKey('raw', shared, 'HKDF', false, ['deriveKey']);
  const aes = await crypto.subtle.deriveKey(
    {
      name: 'HKDF',
      hash: 'SHA-256',
      salt,
      info: new TextEncoder().encode(SESSION_REQUEST_HKDF_INFO[1]),
    },
    hkdf,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt'],
  );
  const ciphertext = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: raw },
    aes,
    new TextEncoder().encode(JSON.stringify(plaintext)),
  );
  return {
    version: 1,
    keyId: ref.keyId,
    ephemeralPublicKey: bytesToBase64(raw),
    salt: bytesToBase64(salt),
    iv: bytesToBase64(iv),
    ciphertext: bytesToBase64(new Uint8Array(ciphertext)),
  };
}

describe('sealing a session request to the staff key', () => {
  it('seals what the staff key opens, and nothing readable travels but the session language', async () => {
    const { ref, key } = await keyPair();
    const envelope = await sealSessionRequest(request, ref);
    expect(sessionRequestEnvelopeSchema.parse(envelope)).toEqual(envelope);
    expect(envelope).toMatchObject({ version: 2, keyId: ref.keyId, sessionLanguage: 'arabic' });
    expect(base64ToBytes(envelope.ephemeralPublicKey)[0]).toBe(4);
    const sent = JSON.stringify(envelope);
    for (const plaintext of ['WahaE2EPlaintext', 'Irbid', '962', 'no-preference', 'نور']) {
      expect(sent).not.toContain(plaintext);
    }
    await expect(openSessionRequest(sent, key)).resolves.toEqual(request);
    await expect(openSessionRequest(envelope, [key])).resolves.toEqual(request);
  });

  it('uses a fresh ephemeral key, salt and IV each time', async () => {
    const { ref } = await keyPair();
    const [a, b] = await Promise.all([
      sealSessionRequest(request, ref),
      sealSessionRequest(request, ref),
    ]);
    expect(a.ephemeralPublicKey).not.toBe(b.ephemeralPublicKey);
    expect(a.salt).not.toBe(b.salt);
    expect(a.iv).not.toBe(b.iv);
    expect(a.ciphertext).not.toBe(b.ciphertext);
  });

  it('cannot be opened once anything in it is changed, the clear session language included', async () => {
    const { ref, key } = await keyPair();
    const envelope = await sealSessionRequest(request, ref);
    const other = await sealSessionRequest(request, ref);
    for (const changed of [
      { ...envelope, ephemeralPublicKey: other.ephemeralPublicKey },
      { ...envelope, salt: other.salt },
      { ...envelope, iv: other.iv },
      { ...envelope, ciphertext: other.ciphertext },
      { ...envelope, sessionLanguage: 'english' as const },
    ]) {
      await expect(openSessionRequest(changed, key)).rejects.toMatchObject({
        problem: 'unauthenticated',
      });
    }
  });

  it('says which requests another key sealed, and opens each with its own key', async () => {
    const old = await keyPair();
    const current = await keyPair();
    const toOld = await sealSessionRequest(request, old.ref);
    const toCurrent = await sealSessionRequest({ ...request, name: 'Second' }, current.ref);
    await expect(openSessionRequest(toOld, current.key)).rejects.toMatchObject({
      problem: 'other-key',
    });
    const both = [current.key, old.key];
    await expect(openSessionRequest(toOld, both)).resolves.toEqual(request);
    await expect(openSessionRequest(toCurrent, both)).resolves.toMatchObject({ name: 'Second' });
  });

  it('still opens version 1 envelopes, stored before the session language was in the clear', async () => {
    const { ref, key } = await keyPair();
    await expect(openSessionRequest(await sealVersion1(request, ref), key)).resolves.toEqual(
      request,
    );
  });

  it('calls malformed what is not an envelope, or does not hold a request', async () => {
    const { ref, key } = await keyPair();
    await expect(openSessionRequest('not json', key)).rejects.toMatchObject({
      problem: 'malformed',
    });
    const notARequest = await sealVersion1({ name: 'only a name' }, ref);
    await expect(openSessionRequest(notARequest, key)).rejects.toMatchObject({
      problem: 'malformed',
    });
  });

  it('names a key by the SHA-256 of its point, and imports only P-256 private keys', async () => {
    const pair = await generateStaffKeyPair();
    expect(pair.keyId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(await staffKeyId(pair.publicKey)).toBe(pair.keyId);
    const loaded = await importStaffPrivateKey({ ...pair.privateKey, extra: 'ignored' });
    expect(loaded.keyId).toBe(pair.keyId);
    expect(loaded.privateKey.extractable).toBe(false);
    await expect(importStaffPrivateKey(pair.publicKey)).rejects.toThrow(TypeError);
    await expect(importStaffPrivateKey({ ...pair.privateKey, d: 'A'.repeat(43) })).rejects.toThrow(
      TypeError,
    );
    expect(await isP256Point(bytesToBase64(new Uint8Array(65).fill(4)))).toBe(false);
  });
});

describe('sealing a staff note', () => {
  it('opens only as a note of the request it was written on', async () => {
    const { ref, key } = await keyPair();
    const requestId = crypto.randomUUID();
    const envelope = await sealStaffNote({ text: 'Called back, WahaE2EPlaintext' }, requestId, ref);
    expect(JSON.stringify(envelope)).not.toContain('WahaE2EPlaintext');
    await expect(openStaffNote(envelope, requestId, key)).resolves.toEqual({
      text: 'Called back, WahaE2EPlaintext',
    });
    await expect(openStaffNote(envelope, crypto.randomUUID(), key)).rejects.toMatchObject({
      problem: 'unauthenticated',
    });
    // A request's key material used as a note's (or the other way round) opens nothing.
    const sealedRequest = await sealSessionRequest(request, ref);
    const { sessionLanguage: _language, ...asNote } = { ...sealedRequest, version: 1 as const };
    await expect(openStaffNote(asNote, requestId, key)).rejects.toMatchObject({
      problem: 'unauthenticated',
    });
  });
});
