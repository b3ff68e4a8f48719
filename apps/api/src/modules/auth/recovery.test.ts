import { sessionResponseSchema } from '@waha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  logIn,
  newPasswordKeys,
  newRecoveryKeys,
  randomBase64,
  sessionCookie,
  signUp,
} from '../../../test/accounts';
import { createTestApp } from '../../../test/app';
import type { TestApp } from '../../../test/app';
import { dialects } from '../../../test/dialects';

describe.each(dialects)('recovery with the recovery code on $name', (dialect) => {
  let t: TestApp;

  const recoveryKey = (nickname: string, recoveryAuth: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/recover/key',
      payload: { nickname, recoveryAuth },
    });
  const recover = (nickname: string, recoveryAuth: string) => {
    const keys = newPasswordKeys();
    const recovery = newRecoveryKeys();
    const res = t.app.inject({
      method: 'POST',
      url: '/api/auth/recover',
      payload: { nickname, recoveryAuth, keys, recovery },
    });
    return res.then((it) => ({ res: it, keys, recovery }));
  };
  const login = (nickname: string, authKey: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { nickname, authKey } });
  const getSession = (cookie: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });

  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { AUTH_RATE_LIMIT_SCALE: '100' } });
  });
  afterAll(() => t.cleanup());

  it('gives the recovery-wrapped data key for the right proof', async () => {
    const { registration } = await signUp(t.app);
    const res = await recoveryKey(
      registration.nickname.toUpperCase(),
      registration.recovery.recoveryAuth,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      recoveryWrappedDataKey: registration.recovery.recoveryWrappedDataKey,
    });
  });

  it('answers a wrong proof and an unknown nickname alike: 401 invalid_credentials', async () => {
    const { registration } = await signUp(t.app);
    const responses = [
      await recoveryKey(registration.nickname, randomBase64(32)),
      await recoveryKey('Nobody Here', randomBase64(32)),
      (await recover(registration.nickname, randomBase64(32))).res,
      (await recover('Nobody Here', randomBase64(32))).res,
    ];
    for (const res of responses) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        code: 'invalid_credentials',
        message: 'Login failed. Please check your credentials.',
      });
    }
    // Nothing changed: the password still works.
    expect((await login(registration.nickname, registration.keys.authKey)).statusCode).toBe(200);
  });

  it('replaces password and recovery code, ends every session and starts a new one', async () => {
    const { registration, cookie, session } = await signUp(t.app);
    const otherDevice = await logIn(t.app, registration.nickname, registration.keys.authKey);

    const { res, keys, recovery } = await recover(
      registration.nickname,
      registration.recovery.recoveryAuth,
    );
    expect(res.statusCode).toBe(200);
    expect(sessionResponseSchema.parse(res.json())).toEqual({
      account: session.account,
      wrappedDataKey: keys.wrappedDataKey,
    });
    const newSession = sessionCookie(res);
    expect((await getSession(newSession)).statusCode).toBe(200);
    for (const old of [cookie, otherDevice]) {
      expect((await getSession(old)).json()).toMatchObject({ code: 'session_expired' });
    }

    // The old password and the old recovery code no longer work; the new ones do.
    expect((await login(registration.nickname, registration.keys.authKey)).statusCode).toBe(401);
    expect((await login(registration.nickname, keys.authKey)).statusCode).toBe(200);
    const oldCode = registration.recovery.recoveryAuth;
    expect((await recoveryKey(registration.nickname, oldCode)).statusCode).toBe(401);
    expect((await recover(registration.nickname, oldCode)).res.statusCode).toBe(401);
    const withNewCode = await recoveryKey(registration.nickname, recovery.recoveryAuth);
    expect(withNewCode.json()).toEqual({
      recoveryWrappedDataKey: recovery.recoveryWrappedDataKey,
    });

    // The login parameters are the new password's.
    const params = await t.app.inject({
      method: 'GET',
      url: `/api/auth/params?${new URLSearchParams({ nickname: registration.nickname })}`,
    });
    expect(params.json()).toEqual({ salt: keys.salt, kdf: keys.kdf });
  });

  it('lets only one of two recoveries racing with the same code win', async () => {
    const { registration } = await signUp(t.app);
    const results = await Promise.all([
      recover(registration.nickname, registration.recovery.recoveryAuth),
      recover(registration.nickname, registration.recovery.recoveryAuth),
    ]);
    expect(results.map((it) => it.res.statusCode).sort()).toEqual([200, 401]);
  });
});
