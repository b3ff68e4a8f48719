import { DEFAULT_CLIENT_KDF, authParamsResponseSchema, sessionResponseSchema } from '@waha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newRegistration, randomBase64, sessionCookie, signUp } from '../../../test/accounts';
import type { SignedIn } from '../../../test/accounts';
import { createMemoryLogger, createTestApp } from '../../../test/app';
import type { TestApp } from '../../../test/app';
import { dialects } from '../../../test/dialects';
import { buildApp } from '../../app';
import { createDatabase } from '../../db/database';

const LOGIN_FAILED = {
  code: 'invalid_credentials',
  message: 'Login failed. Please check your credentials.',
};

describe.each(dialects)('login, logout and session on $name', (dialect) => {
  let t: TestApp;
  let log: ReturnType<typeof createMemoryLogger>;
  let layla: SignedIn;

  const params = (nickname: string) =>
    t.app.inject({ method: 'GET', url: `/api/auth/params?${new URLSearchParams({ nickname })}` });
  const login = (nickname: string, authKey: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { nickname, authKey } });
  const getSession = (cookie?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: cookie ? { cookie } : {},
    });
  const logout = (cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: cookie ? { cookie } : {},
      payload: {},
    });

  beforeAll(async () => {
    log = createMemoryLogger('info');
    t = await createTestApp(dialect, {
      env: { AUTH_RATE_LIMIT_SCALE: '100' },
      logger: log.logger,
    });
    layla = await signUp(t.app, newRegistration('Layla Oasis'));
  });
  afterAll(() => t.cleanup());

  describe('GET /api/auth/params', () => {
    it("answers an account's salt and KDF parameters, whatever the case of the nickname", async () => {
      for (const nickname of ['Layla Oasis', 'LAYLA OASIS', 'ｌａｙｌａ oasis']) {
        const res = await params(nickname);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({
          salt: layla.registration.keys.salt,
          kdf: layla.registration.keys.kdf,
        });
      }
    });

    it('answers an unknown nickname with a made-up salt that is the same every time', async () => {
      const first = await params('Nobody Here');
      const again = await params('nobody here');
      expect(first.statusCode).toBe(200);
      const body = authParamsResponseSchema.parse(first.json());
      expect(again.json()).toEqual(body);
      expect(body.kdf).toEqual(DEFAULT_CLIENT_KDF);
      expect(Buffer.from(body.salt, 'base64')).toHaveLength(16);
      // Shaped exactly like a real answer: same fields, same encoding, same length.
      const real = (await params('Layla Oasis')).json<{ salt: string }>();
      expect(Object.keys(body)).toEqual(Object.keys(real));
      expect(body.salt).toHaveLength(real.salt.length);
      // Different names get different salts.
      expect((await params('Somebody Else')).json()).not.toEqual(body);
    });

    // An in-memory PGlite database does not outlive its process.
    it.skipIf(dialect.name === 'pglite')(
      'gives the same made-up salt after a restart',
      async () => {
        const before = (await params('Nobody Here')).json<unknown>();
        const restarted = await buildApp(t.config, { database: createDatabase(t.config) });
        try {
          const res = await restarted.inject({
            method: 'GET',
            url: '/api/auth/params?nickname=Nobody%20Here',
          });
          expect(res.json()).toEqual(before);
        } finally {
          await restarted.close();
        }
      },
    );
  });

  describe('POST /api/auth/login', () => {
    it('signs in with the authKey: 200, the wrapped data key and a session cookie', async () => {
      const res = await login('layla oasis', layla.registration.keys.authKey);
      expect(res.statusCode).toBe(200);
      expect(sessionResponseSchema.parse(res.json())).toEqual(layla.session);
      const cookie = sessionCookie(res);
      expect(cookie).not.toBe(layla.cookie);
      expect((await getSession(cookie)).statusCode).toBe(200);
    });

    it('answers a wrong key and an unknown nickname alike: 401 invalid_credentials', async () => {
      const wrongKey = await login('Layla Oasis', randomBase64(32));
      const unknown = await login('Nobody Here', randomBase64(32));
      const invalid = await login('x', randomBase64(32));
      for (const res of [wrongKey, unknown, invalid]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual(LOGIN_FAILED);
        expect(res.cookies).toEqual([]);
      }
    });

    it('refuses a malformed authKey: 400 validation_error', async () => {
      const res = await login('Layla Oasis', 'not base64!');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_error' });
    });
  });

  describe('GET /api/auth/session', () => {
    it('answers the account of a live session', async () => {
      const res = await getSession(layla.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(layla.session);
    });

    it('answers 204 with no body for a guest (no cookie)', async () => {
      const res = await getSession();
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
    });

    it('answers 401 session_expired for an unknown token, and clears the cookie', async () => {
      const res = await getSession(`waha_session=${randomBase64(32)}`);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        code: 'session_expired',
        message: 'Your session has expired. Please log in again.',
      });
      const cleared = res.cookies.find((it) => it.name === 'waha_session');
      expect(cleared?.value).toBe('');
      expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());
    });
  });

  describe('POST /api/auth/logout', () => {
    it('ends the session: 204, cookie cleared, row deleted, and the token is dead everywhere', async () => {
      const cookie = await signUp(t.app).then((it) => it.cookie);
      const countSessions = async () =>
        (await t.database.db.selectFrom('sessions').select('id_hash').execute()).length;
      const before = await countSessions();

      const res = await logout(cookie);
      expect(res.statusCode).toBe(204);
      expect(res.cookies.find((it) => it.name === 'waha_session')?.value).toBe('');
      expect(await countSessions()).toBe(before - 1);

      const replays = await Promise.all([
        getSession(cookie),
        logout(cookie),
        t.app.inject({ method: 'GET', url: '/api/records/diary-entry', headers: { cookie } }),
        t.app.inject({
          method: 'PATCH',
          url: '/api/account',
          headers: { cookie },
          payload: { gender: 'male' },
        }),
      ]);
      for (const replay of replays) {
        expect(replay.statusCode).toBe(401);
        expect(replay.json()).toMatchObject({ code: 'session_expired' });
      }
      // Other sessions go on.
      expect((await getSession(layla.cookie)).statusCode).toBe(200);
    });

    it('answers 401 unauthenticated without a cookie', async () => {
      const res = await logout();
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'unauthenticated' });
    });
  });

  it('never logs nicknames, keys, tokens or client addresses', async () => {
    const registration = newRegistration('Secret Nickname');
    const { cookie } = await signUp(t.app, registration);
    await login('Secret Nickname', registration.keys.authKey);
    await login('Secret Nickname', randomBase64(32));
    await params('Secret Nickname');
    await getSession(cookie);

    const text = log.lines.join('\n');
    expect(log.lines.length).toBeGreaterThan(0);
    for (const secret of [
      'Secret Nickname',
      'secret nickname',
      'Secret%20Nickname',
      registration.keys.authKey,
      registration.recovery.recoveryAuth,
      cookie.split('=')[1] ?? '',
      '127.0.0.1',
    ]) {
      expect(text).not.toContain(secret);
    }
  });
});
