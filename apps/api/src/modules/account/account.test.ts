import { accountSchema, sessionResponseSchema } from '@waha/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  logIn,
  newPasswordKeys,
  newRegistration,
  randomBase64,
  signUp,
} from '../../../test/accounts';
import { createTestApp } from '../../../test/app';
import type { TestApp } from '../../../test/app';
import { dialects } from '../../../test/dialects';

describe.each(dialects)('the account on $name', (dialect) => {
  let t: TestApp;

  const getSession = (cookie: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
  const changePassword = (cookie: string, currentAuthKey: string) => {
    const keys = newPasswordKeys();
    return t.app
      .inject({
        method: 'POST',
        url: '/api/account/password',
        headers: { cookie },
        payload: { currentAuthKey, keys },
      })
      .then((res) => ({ res, keys }));
  };
  const countRows = async (userId: string) => {
    const { db } = t.database;
    const count = async (table: 'users' | 'sessions' | 'records', column: 'id' | 'user_id') => {
      const rows = await db.selectFrom(table).select(column).where(column, '=', userId).execute();
      return rows.length;
    };
    return {
      users: await count('users', 'id'),
      sessions: await count('sessions', 'user_id'),
      records: await count('records', 'user_id'),
    };
  };

  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { AUTH_RATE_LIMIT_SCALE: '100' } });
  });
  afterAll(() => t.cleanup());

  describe('PATCH /api/account', () => {
    it('changes the gender', async () => {
      const { cookie, session } = await signUp(t.app);
      const res = await t.app.inject({
        method: 'PATCH',
        url: '/api/account',
        headers: { cookie },
        payload: { gender: 'male' },
      });
      expect(res.statusCode).toBe(200);
      expect(accountSchema.parse(res.json())).toEqual({ ...session.account, gender: 'male' });
      expect((await getSession(cookie)).json()).toMatchObject({ account: { gender: 'male' } });
    });

    it('refuses an unknown gender (400) and a caller without a session (401)', async () => {
      const { cookie } = await signUp(t.app);
      const bad = await t.app.inject({
        method: 'PATCH',
        url: '/api/account',
        headers: { cookie },
        payload: { gender: 'unknown' },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ code: 'validation_error' });
      const anonymous = await t.app.inject({
        method: 'PATCH',
        url: '/api/account',
        payload: { gender: 'male' },
      });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ code: 'unauthenticated' });
    });
  });

  describe('POST /api/account/password', () => {
    it('stores the new keys and ends every other session, not this one', async () => {
      const { registration, cookie, session } = await signUp(t.app);
      const phone = await logIn(t.app, registration.nickname, registration.keys.authKey);
      const laptop = await logIn(t.app, registration.nickname, registration.keys.authKey);

      const { res, keys } = await changePassword(cookie, registration.keys.authKey);
      expect(res.statusCode).toBe(200);
      expect(sessionResponseSchema.parse(res.json())).toEqual({
        account: session.account,
        wrappedDataKey: keys.wrappedDataKey,
      });

      expect((await getSession(cookie)).statusCode).toBe(200);
      for (const other of [phone, laptop]) {
        const stale = await getSession(other);
        expect(stale.statusCode).toBe(401);
        expect(stale.json()).toMatchObject({ code: 'session_expired' });
      }
      expect(await countRows(session.account.id)).toMatchObject({ sessions: 1 });

      const login = (authKey: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { nickname: registration.nickname, authKey },
        });
      expect((await login(registration.keys.authKey)).statusCode).toBe(401);
      const fresh = await login(keys.authKey);
      expect(fresh.json()).toMatchObject({ wrappedDataKey: keys.wrappedDataKey });
    });

    it('refuses a wrong current key with 401 invalid_credentials and changes nothing', async () => {
      const { registration, cookie } = await signUp(t.app);
      const other = await logIn(t.app, registration.nickname, registration.keys.authKey);
      const { res } = await changePassword(cookie, randomBase64(32));
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        code: 'invalid_credentials',
        message: 'Login failed. Please check your credentials.',
      });
      expect((await getSession(cookie)).statusCode).toBe(200);
      expect((await getSession(other)).statusCode).toBe(200);
    });
  });

  describe('DELETE /api/account', () => {
    it('deletes the account and every row of it, and nobody else’s', async () => {
      const { registration, cookie, session } = await signUp(t.app);
      await logIn(t.app, registration.nickname, registration.keys.authKey);
      const bystander = await signUp(t.app);
      for (const who of [cookie, bystander.cookie]) {
        for (const id of ['a', 'b']) {
          const put = await t.app.inject({
            method: 'PUT',
            url: `/api/records/diary-entry/${id}`,
            headers: { cookie: who },
            payload: { version: 0, ciphertext: randomBase64(100) },
          });
          expect(put.statusCode).toBe(200);
        }
      }
      expect(await countRows(session.account.id)).toEqual({ users: 1, sessions: 2, records: 2 });

      const res = await t.app.inject({
        method: 'DELETE',
        url: '/api/account',
        headers: { cookie, 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(204);
      expect(res.cookies.find((it) => it.name === 'waha_session')?.value).toBe('');
      expect(await countRows(session.account.id)).toEqual({ users: 0, sessions: 0, records: 0 });
      expect(await countRows(bystander.session.account.id)).toEqual({
        users: 1,
        sessions: 1,
        records: 2,
      });

      expect((await getSession(cookie)).json()).toMatchObject({ code: 'session_expired' });
      // The nickname is free again.
      await signUp(t.app, newRegistration(registration.nickname));
    });

    it.runIf(dialect.name === 'sqlite')('runs SQLite with foreign keys on', async () => {
      const { rows } = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(
        t.database.db,
      );
      expect(rows[0]?.foreign_keys).toBe(1);
    });
  });
});
