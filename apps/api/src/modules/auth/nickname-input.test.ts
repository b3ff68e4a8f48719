import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPasswordKeys, newRecoveryKeys, newRegistration, signUp } from '../../../test/accounts';
import type { SignedIn } from '../../../test/accounts';
import { createTestApp } from '../../../test/app';
import type { TestApp } from '../../../test/app';
import { dialects } from '../../../test/dialects';

/** Characters no nickname holds: controls, bidi controls, zero-width characters, lone surrogates. */
const HIDDEN = [
  '\u0000',
  '\u0007',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u202e',
  '\u2066',
  '\u200f',
  '\u061c',
  '\u200b',
  '\u200d',
  '\u2060',
  '\ufeff',
  '\u00ad',
  '\ud800',
  '\udfff',
];

describe.each(dialects)('nicknames with hidden characters on $name', (dialect) => {
  let t: TestApp;
  let layla: SignedIn;

  const post = (url: string, body: unknown) =>
    t.app.inject({
      method: 'POST',
      url,
      // Serialised here: JSON.stringify writes a lone surrogate as an escape, as a browser would.
      payload: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });

  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { AUTH_RATE_LIMIT_SCALE: '1000' } });
    layla = await signUp(t.app, newRegistration('Layla Oasis'));
  });
  afterAll(() => t.cleanup());

  it('refuses them in every field that takes a nickname: 400 validation_error', async () => {
    const { keys, recovery } = layla.registration;
    for (const hidden of HIDDEN) {
      const nickname = `Layla${hidden} Oasis`;
      const answers = await Promise.all([
        post('/api/auth/register', { ...newRegistration(), nickname }),
        post('/api/auth/login', { nickname, authKey: keys.authKey }),
        post('/api/auth/recover/key', { nickname, recoveryAuth: recovery.recoveryAuth }),
        post('/api/auth/recover', {
          nickname,
          recoveryAuth: recovery.recoveryAuth,
          keys: newPasswordKeys(),
          recovery: newRecoveryKeys(),
        }),
      ]);
      // A lone surrogate has no percent-encoding; the other characters go in the query too.
      if (!/[\ud800-\udfff]/.test(hidden)) {
        const query = new URLSearchParams({ nickname });
        answers.push(await t.app.inject({ method: 'GET', url: `/api/auth/params?${query}` }));
      }
      for (const res of answers) {
        expect(res.statusCode, `${JSON.stringify(hidden)}: ${res.body}`).toBe(400);
        expect(res.json()).toMatchObject({ code: 'validation_error' });
      }
    }
    // Nothing was stored, and the account itself still works.
    const users = await t.database.db.selectFrom('users').select('nickname').execute();
    expect(users.map((user) => user.nickname)).toEqual(['Layla Oasis']);
    const login = await post('/api/auth/login', { nickname: 'Layla Oasis', authKey: keys.authKey });
    expect(login.statusCode).toBe(200);
  });

  it('registers only a theme, word and colour that the nickname builder offers', async () => {
    const register = (nicknameParts: unknown) =>
      post('/api/auth/register', { ...newRegistration(), nicknameParts });
    for (const parts of [
      { category: 'objects', item: 'lantern', colour: 'blue' },
      { category: 'sky', item: 'cedar', colour: 'blue' }, // a word of another theme
      { category: 'sky', item: 'star', colour: 'pink' },
      { category: 'sky', item: 'star\u0000', colour: 'blue' },
      { category: '__proto__', item: 'star', colour: 'blue' },
      { category: 'toString', item: 'star', colour: 'blue' },
      { category: 'sky', item: 'star' },
    ]) {
      const res = await register(parts);
      expect(res.statusCode, JSON.stringify(parts)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_error' });
    }
    const res = await register({ category: 'sky', item: 'star', colour: 'silver' });
    expect(res.statusCode).toBe(201);
  });
});
