import { randomBytes } from 'node:crypto';
import { UNLOCK_HEADER } from '@waha/shared/app-lock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, randomBase64, signUp } from '../../../test/accounts';
import { createTestApp } from '../../../test/app';
import type { TestApp } from '../../../test/app';
import { dialects } from '../../../test/dialects';

const newSecret = () => randomBytes(32).toString('base64url');

// docs/device-data.md, "The session while locked": once a device has set its app lock, its
// session answers only requests carrying the lock's secret, which only the unlocked app holds.
describe.each(dialects)('a session with an app lock on $name', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { AUTH_RATE_LIMIT_SCALE: '100' } });
  });
  afterAll(async () => {
    await t.cleanup();
  });

  const headers = (cookie: string, secret?: string) => ({
    cookie,
    ...(secret === undefined ? {} : { [UNLOCK_HEADER]: secret }),
  });
  const get = (url: string, cookie: string, secret?: string) =>
    t.app.inject({ method: 'GET', url, headers: headers(cookie, secret) });
  const setLock = (cookie: string, secret: string, current?: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/auth/session/lock',
      headers: headers(cookie, current),
      payload: { secret },
    });
  const clearLock = (cookie: string, current?: string) =>
    t.app.inject({
      method: 'DELETE',
      url: '/api/auth/session/lock',
      headers: { ...headers(cookie, current), 'content-type': 'application/json' },
    });
  const putRecord = (cookie: string, secret?: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/records/diary-entry/entry-1',
      headers: headers(cookie, secret),
      payload: { version: 0, ciphertext: randomBase64(60) },
    });

  const ACCOUNT_READS = [
    '/api/auth/session',
    '/api/records/diary-entry',
    '/api/records/exercise-done',
  ];

  it('refuses every account request without the secret, and answers with it', async () => {
    const { cookie } = await signUp(t.app);
    expect((await putRecord(cookie)).statusCode).toBe(200);
    const secret = newSecret();
    expect((await setLock(cookie, secret)).statusCode).toBe(204);

    for (const url of ACCOUNT_READS) {
      for (const sent of [undefined, '', newSecret()]) {
        const res = await get(url, cookie, sent);
        expect(res.statusCode, `${url} with ${String(sent)}`).toBe(401);
        expect(res.json()).toEqual({ code: 'locked', message: expect.any(String) });
        expect(res.body).not.toContain('nickname');
        expect(res.body).not.toContain('entry-1');
      }
    }
    expect((await putRecord(cookie)).statusCode).toBe(401);

    const session = await get('/api/auth/session', cookie, secret);
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({ account: { nickname: expect.any(String) } });
    const records = await get('/api/records/diary-entry', cookie, secret);
    expect(records.json()).toMatchObject({ records: [{ id: 'entry-1' }] });
  });

  it('locks only that session: the same account elsewhere is not bound to it', async () => {
    const person = await signUp(t.app);
    const phone = await logIn(
      t.app,
      person.registration.nickname,
      person.registration.keys.authKey,
    );
    expect((await setLock(phone, newSecret())).statusCode).toBe(204);
    expect((await get('/api/auth/session', phone)).statusCode).toBe(401);
    expect((await get('/api/auth/session', person.cookie)).statusCode).toBe(200);
  });

  it('changes or clears the lock only with the current secret', async () => {
    const { cookie } = await signUp(t.app);
    const first = newSecret();
    expect((await setLock(cookie, first)).statusCode).toBe(204);
    // A script of the locked page cannot replace the secret with its own, nor clear it.
    expect((await setLock(cookie, newSecret())).statusCode).toBe(401);
    expect((await clearLock(cookie)).statusCode).toBe(401);

    const second = newSecret();
    expect((await setLock(cookie, second, first)).statusCode).toBe(204);
    expect((await get('/api/auth/session', cookie, first)).statusCode).toBe(401);
    expect((await get('/api/auth/session', cookie, second)).statusCode).toBe(200);

    expect((await clearLock(cookie, second)).statusCode).toBe(204);
    expect((await get('/api/auth/session', cookie)).statusCode).toBe(200);
  });

  it('takes only a secret of the expected form', async () => {
    const { cookie } = await signUp(t.app);
    for (const secret of ['', 'short', `${newSecret()}x`, 'a'.repeat(42) + '=']) {
      expect((await setLock(cookie, secret)).statusCode, secret).toBe(400);
    }
    expect((await get('/api/auth/session', cookie)).statusCode).toBe(200);
  });

  it('still lets a locked device end its session (after too many wrong PINs)', async () => {
    const { cookie } = await signUp(t.app);
    expect((await setLock(cookie, newSecret())).statusCode).toBe(204);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, 'content-type': 'application/json' },
    });
    expect(out.statusCode).toBe(204);
    expect((await get('/api/auth/session', cookie)).json()).toMatchObject({
      code: 'session_expired',
    });
  });

  it('never answers a browser loading an API address as a page', async () => {
    const { cookie } = await signUp(t.app);
    for (const dest of ['document', 'iframe', 'frame', 'embed', 'object']) {
      for (const url of ['/api/auth/session', '/api/records/diary-entry']) {
        const res = await t.app.inject({
          method: 'GET',
          url,
          headers: { cookie, 'sec-fetch-dest': dest, 'sec-fetch-mode': 'navigate' },
        });
        expect(res.statusCode, `${dest} ${url}`).toBe(403);
        expect(res.json()).toMatchObject({ code: 'not_a_page' });
        expect(res.body).not.toContain('nickname');
      }
    }
    // The app's own requests (fetch) say `empty`.
    const fetched = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie, 'sec-fetch-dest': 'empty', 'sec-fetch-mode': 'cors' },
    });
    expect(fetched.statusCode).toBe(200);
  });
});
