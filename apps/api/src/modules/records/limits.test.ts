import { ACCOUNT_STORAGE_QUOTA } from '@waha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/accounts';
import type { SignedIn } from '../../../test/accounts';
import { createTestApp } from '../../../test/app';
import type { TestApp } from '../../../test/app';
import { dialects } from '../../../test/dialects';
import { RECORD_WRITE_LIMIT } from './routes';

describe('the default record limits', () => {
  it('are 300 writes a minute per account and 32 MiB of ciphertext', () => {
    expect(RECORD_WRITE_LIMIT).toEqual({ max: 300, windowMs: 60_000 });
    expect(ACCOUNT_STORAGE_QUOTA).toBe(32 * 1024 * 1024);
  });
});

describe.each(dialects)('record writes and storage per account on $name', (dialect) => {
  let t: TestApp;

  const put = (cookie: string, path: string, version: number, ciphertext: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/records/${path}`,
      headers: { cookie },
      payload: { version, ciphertext },
    });

  beforeAll(async () => {
    // 0.02 makes the write limit 6 a minute.
    t = await createTestApp(dialect, { env: { AUTH_RATE_LIMIT_SCALE: '0.02' } });
  });
  afterAll(() => t.cleanup());

  /** An account already keeping all but `room` characters of its quota, in one stored record. */
  async function accountWithRoom(room: number): Promise<SignedIn> {
    const signedIn = await signUp(t.app, undefined, `10.20.${Math.floor(Math.random() * 250)}.1`);
    await t.database.db
      .insertInto('records')
      .values({
        user_id: signedIn.session.account.id,
        kind: 'mandala',
        id: 'filler',
        version: 1,
        ciphertext: 'eA==',
        size: ACCOUNT_STORAGE_QUOTA - room,
        updated_at: new Date().toISOString(),
      })
      .execute();
    return signedIn;
  }

  it('refuses a save past the storage quota with 413 storage_quota_exceeded, and takes one that fits or frees room', async () => {
    const { cookie } = await accountWithRoom(100);
    expect((await put(cookie, 'diary-entry/a', 0, 'A'.repeat(100))).statusCode).toBe(200);

    const full = await put(cookie, 'diary-entry/b', 0, 'AAAA');
    expect(full.statusCode).toBe(413);
    expect(full.json()).toEqual({
      code: 'storage_quota_exceeded',
      message: 'There is no room left in this account for more entries',
    });
    // Nothing was saved.
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/records/diary-entry/b',
      headers: { cookie },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('lets a replacement that frees room through, and counts a growing one against the quota', async () => {
    const { cookie } = await accountWithRoom(100);
    expect((await put(cookie, 'feeling/a', 0, 'A'.repeat(100))).statusCode).toBe(200);
    expect((await put(cookie, 'feeling/a', 1, 'A'.repeat(96))).statusCode).toBe(200);
    expect((await put(cookie, 'feeling/b', 0, 'AAAA')).statusCode).toBe(200);
    const growing = await put(cookie, 'feeling/b', 1, 'AAAAAAAA');
    expect(growing.statusCode).toBe(413);
    expect(growing.json()).toMatchObject({ code: 'storage_quota_exceeded' });
    // Someone else's full account is not this one's business.
    const other = await signUp(t.app, undefined, '10.21.0.1');
    expect((await put(other.cookie, 'feeling/b', 0, 'A'.repeat(1000))).statusCode).toBe(200);
  });

  it('limits record writes per account to 6 a minute here (300 by default), deletions included', async () => {
    const alice = await signUp(t.app, undefined, '10.22.0.1');
    const bob = await signUp(t.app, undefined, '10.22.0.2');
    for (let version = 0; version < 5; version++) {
      expect((await put(alice.cookie, 'reflection/a', version, 'eA==')).statusCode).toBe(200);
    }
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/records/reflection/a',
      headers: { cookie: alice.cookie },
      payload: { version: 5 },
    });
    expect(removed.statusCode).toBe(204);

    const limited = await put(alice.cookie, 'reflection/b', 0, 'eA==');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'rate_limited' });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Reading goes on, and another account writes as usual.
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/records/reflection',
      headers: { cookie: alice.cookie },
    });
    expect(list.statusCode).toBe(200);
    expect((await put(bob.cookie, 'reflection/b', 0, 'eA==')).statusCode).toBe(200);
  });
});
