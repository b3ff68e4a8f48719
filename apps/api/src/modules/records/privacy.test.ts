import { webcrypto } from 'node:crypto';
import type { RecordKind } from '@waha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/accounts';
import { createTestApp } from '../../../test/app';
import type { TestApp } from '../../../test/app';
import { dialects } from '../../../test/dialects';

// What the browser does with a diary entry or a personal-sources answer before it leaves the device
// (DESIGN.md, protocol v1 step 3; apps/web/src/lib/crypto/record-cipher.ts): JSON, AES-256-GCM
// under the account's data key with a fresh IV, `kind|id` as additional data, sent as base64(iv ||
// ciphertext). The server is given only that.
const IV_LENGTH = 12;
const TAG_LENGTH = 16;
const encoder = new TextEncoder();

async function encrypt(key: webcrypto.CryptoKey, kind: RecordKind, id: string, value: unknown) {
  const iv = webcrypto.getRandomValues(new Uint8Array(IV_LENGTH));
  const sealed = await webcrypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: encoder.encode(`${kind}|${id}`) },
    key,
    encoder.encode(JSON.stringify(value)),
  );
  return Buffer.concat([iv, new Uint8Array(sealed)]).toString('base64');
}

async function decrypt(key: webcrypto.CryptoKey, kind: string, id: string, ciphertext: string) {
  const bytes = Buffer.from(ciphertext, 'base64');
  const plain = await webcrypto.subtle.decrypt(
    {
      name: 'AES-GCM',
      iv: bytes.subarray(0, IV_LENGTH),
      additionalData: encoder.encode(`${kind}|${id}`),
    },
    key,
    bytes.subarray(IV_LENGTH),
  );
  return JSON.parse(new TextDecoder().decode(plain)) as unknown;
}

const DIARY = {
  text: 'WahaE2EPlaintext tonight I walked by the river with my brother Karim',
  createdAt: '2026-11-20T19:00:00.000Z',
  updatedAt: '2026-11-20T19:00:00.000Z',
  edited: false,
};
const SOURCES = {
  text: 'WahaE2EPlaintext لا أنسى حديقة جدتي الآن، وفيها 12 شجرة زيتون',
  updatedAt: '2026-11-20T19:05:00.000Z',
};
// Words that must not be anywhere in what the server keeps.
const PLAIN_WORDS = ['WahaE2EPlaintext', 'river', 'Karim', 'حديقة', 'جدتي', 'زيتون', '"text"'];

describe.each(dialects)(
  'what the server stores of the diary and personal sources on $name',
  (dialect) => {
    let t: TestApp;
    let cookie: string;
    let key: webcrypto.CryptoKey;
    const sent = new Map<string, string>();

    beforeAll(async () => {
      t = await createTestApp(dialect, { env: { AUTH_RATE_LIMIT_SCALE: '100' } });
      cookie = (await signUp(t.app)).cookie;
      key = await webcrypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
        'encrypt',
        'decrypt',
      ]);
      const records: [RecordKind, string, unknown][] = [
        ['diary-entry', '0b9d6c8e-3f1a-4c2b-9e7d-5a4b3c2d1e0f', DIARY],
        ['personal-sources-response', '11', SOURCES],
      ];
      for (const [kind, id, value] of records) {
        const ciphertext = await encrypt(key, kind, id, value);
        sent.set(`${kind}|${id}`, ciphertext);
        const res = await t.app.inject({
          method: 'PUT',
          url: `/api/records/${kind}/${id}`,
          headers: { cookie },
          payload: { version: 0, ciphertext },
        });
        expect(res.statusCode).toBe(200);
      }
    });
    afterAll(() => t.cleanup());

    it('is the ciphertext it was sent, with no word of the text in any column', async () => {
      const rows = await t.database.db.selectFrom('records').selectAll().execute();
      expect(rows.map((row) => row.kind).sort()).toEqual([
        'diary-entry',
        'personal-sources-response',
      ]);
      for (const row of rows) {
        expect(row.ciphertext).toBe(sent.get(`${row.kind}|${row.id}`));
        expect(row.ciphertext).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
      }
      const stored = JSON.stringify(rows);
      for (const word of PLAIN_WORDS) expect(stored).not.toContain(word);
      // Nor base64 of the text itself, which a careless client might send "encoded".
      expect(stored).not.toContain(Buffer.from(DIARY.text).toString('base64').slice(0, 24));
    });

    it('opens only with the data key, and only under its own kind and id', async () => {
      const rows = await t.database.db.selectFrom('records').selectAll().execute();
      const diary = rows.find((row) => row.kind === 'diary-entry');
      const sources = rows.find((row) => row.kind === 'personal-sources-response');
      expect(diary && sources).toBeTruthy();
      if (!diary || !sources) return;
      // Ciphertext: as long as the JSON plus an IV and a tag, no shorter (nothing was compressed
      // or left out) and readable by the key holder alone.
      expect(Buffer.from(sources.ciphertext, 'base64').length).toBe(
        IV_LENGTH + encoder.encode(JSON.stringify(SOURCES)).length + TAG_LENGTH,
      );
      await expect(decrypt(key, diary.kind, diary.id, diary.ciphertext)).resolves.toEqual(DIARY);
      await expect(decrypt(key, sources.kind, sources.id, sources.ciphertext)).resolves.toEqual(
        SOURCES,
      );
      const other = await webcrypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
        'decrypt',
      ]);
      await expect(decrypt(other, sources.kind, sources.id, sources.ciphertext)).rejects.toThrow();
      await expect(decrypt(key, sources.kind, '10', sources.ciphertext)).rejects.toThrow();
      await expect(decrypt(key, 'diary-entry', sources.id, sources.ciphertext)).rejects.toThrow();
    });
  },
);
