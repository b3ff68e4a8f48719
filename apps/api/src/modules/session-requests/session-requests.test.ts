import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSessionRequest } from '@waha/shared/staff-seal';
import {
  SESSION_REQUEST_MAX_CIPHERTEXT_LENGTH,
  staffKeyResponseSchema,
} from '@waha/shared/session-request';
import type { StaffKeyResponse, SessionRequestEnvelope } from '@waha/shared/session-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import type { TestApp } from '../../../test/app';
import { dialects, sqlite } from '../../../test/dialects';
import { listSessionRequests } from './repository';
import { currentStaffKey, staffKeyPaths } from '../staff-keys/staff-keys';
import { privateKeyAt, sampleRequest, sealForTest } from '../../../test/seal';
import { SESSION_REQUEST_RATE_LIMIT } from './routes';

describe.each(dialects)('session requests on $name', (dialect) => {
  let t: TestApp;
  let staffKey: StaffKeyResponse;
  let address = 0;

  // Each request from an address of its own, so the rate limit is tested on its own below.
  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/therapy-requests',
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      headers: { 'content-type': 'application/json', ...headers },
      remoteAddress: `10.9.${Math.floor(++address / 250)}.${address % 250}`,
    });
  const sealed = () => sealForTest(staffKey, sampleRequest());

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const res = await t.app.inject({ method: 'GET', url: '/api/therapy-requests/key' });
    staffKey = staffKeyResponseSchema.parse(res.json());
  });
  afterAll(() => t.cleanup());

  it('serves the staff public key, revalidated on each use, made on first start with a private file of mode 0600', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/therapy-requests/key' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual(staffKey);
    expect(staffKey.publicKey).not.toHaveProperty('d');
    const paths = staffKeyPaths(t.config.dataDir);
    expect(JSON.parse(readFileSync(paths.publicKey, 'utf8'))).toEqual(staffKey.publicKey);
    expect(statSync(paths.privateKey).mode & 0o777).toBe(0o600);
  });

  it('stores a sealed request (201, nothing personal in the answer) that only the private key opens', async () => {
    const envelope = await sealed();
    const res = await post(envelope);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ received: true });

    const rows = await listSessionRequests(t.database.db);
    const row = rows.find((candidate) => candidate.ciphertext.includes(envelope.ciphertext));
    expect(row).toBeDefined();
    expect(row?.status).toBe('new');
    expect(JSON.parse(row?.ciphertext ?? '')).toEqual(envelope);
    // The database holds no plaintext: not the marker, the place or the address.
    const stored = JSON.stringify(rows);
    for (const plaintext of ['WahaE2EPlaintext', 'Layla', 'Amman', 'layla@example.org', 'female']) {
      expect(stored).not.toContain(plaintext);
    }
    const privateKey = await privateKeyAt(staffKeyPaths(t.config.dataDir).privateKey);
    await expect(openSessionRequest(row?.ciphertext ?? '', privateKey)).resolves.toEqual(
      sampleRequest(),
    );
  });

  it('refuses envelopes that are not well formed (400 validation_error)', async () => {
    const good = await sealed();
    const bad: unknown[] = [
      {},
      { ...good, version: 1 },
      { ...good, sessionLanguage: 'french' },
      { ...good, salt: 'not base64!' },
      { ...good, iv: good.salt },
      { ...good, ciphertext: '' },
      { ...good, ephemeralPublicKey: good.ephemeralPublicKey.slice(4) },
      { ...good, name: 'Layla' },
      // The right length, but not a point on the curve.
      { ...good, ephemeralPublicKey: Buffer.alloc(65, 4).toString('base64') },
      // Sealed to another key.
      { ...good, keyId: 'AAAAAAAAAAAAAAAAAAAAAA' },
    ];
    for (const payload of bad) {
      const res = await post(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_error' });
    }
    const invalidJson = await post('{"version":');
    expect(invalidJson.statusCode).toBe(400);
    expect(invalidJson.json()).toMatchObject({ code: 'invalid_json' });
  });

  it('refuses oversize requests with 413 payload_too_large', async () => {
    const good = await sealed();
    const tooLong: SessionRequestEnvelope = {
      ...good,
      ciphertext: 'A'.repeat(SESSION_REQUEST_MAX_CIPHERTEXT_LENGTH + 4),
    };
    const overCap = await post(tooLong);
    expect(overCap.statusCode).toBe(413);
    expect(overCap.json()).toMatchObject({ code: 'payload_too_large' });
    const huge = await post({ ...good, ciphertext: 'A'.repeat(1024 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ code: 'payload_too_large' });
  });

  it('refuses other content types (415) and other origins (403), and accepts its own origin', async () => {
    const envelope = await sealed();
    const form = await post(envelope, { 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.statusCode).toBe(415);
    expect(form.json()).toMatchObject({ code: 'unsupported_media_type' });
    const text = await post(envelope, { 'content-type': 'text/plain' });
    expect(text.statusCode).toBe(415);
    const foreign = await post(envelope, { origin: 'https://elsewhere.example' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ code: 'forbidden_origin' });
    const own = await post(envelope, { origin: 'http://localhost:80', host: 'localhost:80' });
    expect(own.statusCode).toBe(201);
  });
});

describe('session request rate limit', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(sqlite, { env: { AUTH_RATE_LIMIT_SCALE: '0.2' } });
  });
  afterAll(() => t.cleanup());

  it('is 10 an hour per address by default, scaled by AUTH_RATE_LIMIT_SCALE; then 429 with Retry-After', async () => {
    expect(SESSION_REQUEST_RATE_LIMIT).toEqual({ max: 10, windowMs: 3_600_000 });
    const key = staffKeyResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/therapy-requests/key' })).json(),
    );
    const send = async (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/therapy-requests',
        payload: await sealForTest(key, sampleRequest()),
        remoteAddress,
      });
    expect((await send('10.8.0.1')).statusCode).toBe(201);
    expect((await send('10.8.0.1')).statusCode).toBe(201);
    const limited = await send('10.8.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'rate_limited' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(3600);
    // Another address has a budget of its own.
    expect((await send('10.8.0.2')).statusCode).toBe(201);
    expect(await listSessionRequests(t.database.db)).toHaveLength(3);
  });
});

describe.each(dialects)('what the organisation offers, on $name', (dialect) => {
  let configDir: string;
  const appWith = (sessionRequests: unknown) => {
    const file = join(configDir, `org-${Math.random()}.json`);
    writeFileSync(file, JSON.stringify({ sessionRequests }));
    return createTestApp(dialect, { env: { WAHA_ORG_CONFIG: file } });
  };
  const post = (t: TestApp, payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/therapy-requests', payload: payload as object });

  beforeAll(() => {
    configDir = mkdtempSync(join(tmpdir(), 'waha-org-'));
  });
  afterAll(() => rmSync(configDir, { recursive: true, force: true }));

  it('refuses every request, and gives no key, when requests are not offered (403 not_offered)', async () => {
    const on = await appWith({});
    const off = await appWith({ offered: false });
    try {
      const key = staffKeyResponseSchema.parse(
        (await on.app.inject({ method: 'GET', url: '/api/therapy-requests/key' })).json(),
      );
      const refusedKey = await off.app.inject({ method: 'GET', url: '/api/therapy-requests/key' });
      expect(refusedKey.statusCode).toBe(403);
      expect(refusedKey.json()).toMatchObject({ code: 'not_offered' });
      const offKey = await currentKeyOf(off);
      const refused = await post(off, await sealForTest(offKey, sampleRequest()));
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'not_offered' });
      expect(await listSessionRequests(off.database.db)).toEqual([]);
      expect((await post(on, await sealForTest(key, sampleRequest()))).statusCode).toBe(201);
    } finally {
      await on.cleanup();
      await off.cleanup();
    }
  });

  it('refuses a session language the organisation does not offer (400)', async () => {
    const t = await appWith({ languages: ['english', 'either'] });
    try {
      const key = await currentKeyOf(t);
      const arabic = await post(
        t,
        await sealForTest(key, sampleRequest({ sessionLanguage: 'arabic' })),
      );
      expect(arabic.statusCode).toBe(400);
      expect(arabic.json()).toMatchObject({ code: 'validation_error' });
      const english = await post(
        t,
        await sealForTest(key, sampleRequest({ sessionLanguage: 'english' })),
      );
      expect(english.statusCode).toBe(201);
      expect(await listSessionRequests(t.database.db)).toHaveLength(1);
    } finally {
      await t.cleanup();
    }
  });
});

async function currentKeyOf(t: TestApp) {
  const key = await currentStaffKey(t.database.db);
  if (!key) throw new Error('no staff key');
  return key;
}
