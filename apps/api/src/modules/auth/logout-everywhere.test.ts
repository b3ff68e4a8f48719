import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, signUp } from '../../../test/accounts';
import { createTestApp } from '../../../test/app';
import type { TestApp } from '../../../test/app';
import { dialects } from '../../../test/dialects';

describe.each(dialects)('log out from every device on $name', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t.cleanup();
  });

  const post = (url: string, cookie?: string) =>
    t.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {}, payload: {} });
  const session = (cookie: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });

  it('ends every session of the account, and only of that account', async () => {
    const layla = await signUp(t.app);
    const laylaElsewhere = await logIn(
      t.app,
      layla.registration.nickname,
      layla.registration.keys.authKey,
    );
    const rami = await signUp(t.app);

    const res = await post('/api/auth/logout-everywhere', layla.cookie);
    expect(res.statusCode).toBe(204);
    expect(res.cookies.find((it) => it.name === 'waha_session')?.value).toBe('');
    for (const cookie of [layla.cookie, laylaElsewhere]) {
      expect((await session(cookie)).json()).toMatchObject({ code: 'session_expired' });
    }
    expect((await session(rami.cookie)).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    expect((await post('/api/auth/logout-everywhere')).statusCode).toBe(401);
  });
});
