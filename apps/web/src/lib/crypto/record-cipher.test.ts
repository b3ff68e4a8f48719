import { createDecipheriv } from 'node:crypto';
import { putRecordRequestSchema } from '@waha/shared';
import { describe, expect, it } from 'vitest';
import { base64ToBytes, bytesToBase64 } from './encoding';
import { RecordIntegrityError } from './errors';
import { generateDataKey } from './keys';
import { decryptRecord, encryptRecord } from './record-cipher';

const entry = { text: 'Today I walked to the sea. اليوم مشيت إلى البحر.', mood: 4 };

describe('records (AES-256-GCM with kind|id)', () => {
  it('round-trips a JSON value, in the shape the server accepts', async () => {
    const key = await generateDataKey();
    const ciphertext = await encryptRecord(key, 'diary-entry', '1', entry);
    expect(putRecordRequestSchema.safeParse({ version: 0, ciphertext }).success).toBe(true);
    expect(ciphertext).not.toContain('sea');
    expect(await decryptRecord(key, 'diary-entry', '1', ciphertext)).toEqual(entry);
  });

  it('is iv || AES-GCM(json) with additional data "kind|id", as any AES-GCM reads it', async () => {
    const key = await generateDataKey();
    const raw = new Uint8Array(await crypto.subtle.exportKey('raw', key));
    const bytes = base64ToBytes(await encryptRecord(key, 'feeling', 'abc', entry));
    const decipher = createDecipheriv('aes-256-gcm', raw, bytes.subarray(0, 12));
    decipher.setAAD(Buffer.from('feeling|abc'));
    decipher.setAuthTag(bytes.subarray(-16));
    const json = Buffer.concat([decipher.update(bytes.subarray(12, -16)), decipher.final()]);
    expect(JSON.parse(json.toString('utf8'))).toEqual(entry);
  });

  it('cannot be moved to another kind or id unnoticed', async () => {
    const key = await generateDataKey();
    const ciphertext = await encryptRecord(key, 'diary-entry', '1', entry);
    await expect(decryptRecord(key, 'reflection', '1', ciphertext)).rejects.toMatchObject({
      name: 'RecordIntegrityError',
      problem: 'unauthenticated',
    });
    await expect(decryptRecord(key, 'diary-entry', '2', ciphertext)).rejects.toBeInstanceOf(
      RecordIntegrityError,
    );
  });

  it('refuses another key, altered bytes and garbage', async () => {
    const key = await generateDataKey();
    const ciphertext = await encryptRecord(key, 'mandala', 'm', entry);
    await expect(
      decryptRecord(await generateDataKey(), 'mandala', 'm', ciphertext),
    ).rejects.toBeInstanceOf(RecordIntegrityError);

    const altered = base64ToBytes(ciphertext);
    altered[20] = (altered[20] ?? 0) ^ 1;
    await expect(decryptRecord(key, 'mandala', 'm', bytesToBase64(altered))).rejects.toMatchObject({
      problem: 'unauthenticated',
    });
    for (const garbage of ['', 'AAAA', 'not base64']) {
      await expect(decryptRecord(key, 'mandala', 'm', garbage)).rejects.toMatchObject({
        problem: 'malformed',
      });
    }
  });

  it('uses a fresh IV for every write and refuses values JSON cannot hold', async () => {
    const key = await generateDataKey();
    const a = await encryptRecord(key, 'settings', 'main', entry);
    const b = await encryptRecord(key, 'settings', 'main', entry);
    expect(a).not.toBe(b);
    await expect(encryptRecord(key, 'settings', 'main', undefined)).rejects.toThrow(TypeError);
  });
});
