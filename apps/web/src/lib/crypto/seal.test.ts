import type { TherapyRequest } from '@waha/shared/therapy-request';
import { therapyRequestEnvelopeSchema } from '@waha/shared/therapy-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { base64ToBytes } from './encoding';
import { sealTherapyRequest } from './seal';
import { createStaffTestKey, openTherapyRequest } from './seal-test-key';
import type { StaffTestKey } from './seal-test-key';

const request: TherapyRequest = {
  name: 'نور WahaE2EPlaintext',
  age: 27,
  location: 'Irbid',
  therapistGender: 'no-preference',
  sessionLanguage: 'arabic',
  contactMethod: 'phone',
  contactDetails: '+962 79 123 4567',
  interfaceLanguage: 'ar',
};

describe('sealTherapyRequest (browser) and the staff CLI', () => {
  let keys: StaffTestKey;

  beforeAll(async () => {
    keys = await createStaffTestKey();
  });
  afterAll(() => keys.cleanup());

  it('seals what the staff CLI opens, and nothing readable travels', async () => {
    const envelope = await sealTherapyRequest(request, keys.staffKey);
    expect(therapyRequestEnvelopeSchema.parse(envelope)).toEqual(envelope);
    expect(envelope.keyId).toBe(keys.staffKey.keyId);
    expect(base64ToBytes(envelope.ephemeralPublicKey)[0]).toBe(4);
    const sent = JSON.stringify(envelope);
    for (const plaintext of ['WahaE2EPlaintext', 'Irbid', '962', 'no-preference']) {
      expect(sent).not.toContain(plaintext);
    }
    await expect(openTherapyRequest(sent, keys.privateKey)).resolves.toEqual(request);
  });

  it('uses a fresh ephemeral key, salt and IV each time', async () => {
    const [a, b] = await Promise.all([
      sealTherapyRequest(request, keys.staffKey),
      sealTherapyRequest(request, keys.staffKey),
    ]);
    expect(a?.ephemeralPublicKey).not.toBe(b?.ephemeralPublicKey);
    expect(a?.salt).not.toBe(b?.salt);
    expect(a?.iv).not.toBe(b?.iv);
    expect(a?.ciphertext).not.toBe(b?.ciphertext);
  });

  it('cannot be opened once anything in it is changed', async () => {
    const envelope = await sealTherapyRequest(request, keys.staffKey);
    const other = await sealTherapyRequest(request, keys.staffKey);
    // Another request's ephemeral key (the additional data) or salt breaks the seal.
    for (const changed of [
      { ...envelope, ephemeralPublicKey: other.ephemeralPublicKey },
      { ...envelope, salt: other.salt },
      { ...envelope, iv: other.iv },
    ]) {
      await expect(
        openTherapyRequest(JSON.stringify(changed), keys.privateKey),
      ).rejects.toMatchObject({
        problem: 'unauthenticated',
      });
    }
  });
});
