import { createHash } from 'node:crypto';
import {
  NICKNAME_MAX_LENGTH,
  nicknameKey,
  nicknameProblem,
  nicknameTakenSchema,
  sessionResponseSchema,
} from '@waha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newRegistration, sessionCookie, signUp, uniqueNickname } from '../../../test/accounts';
import { createTestApp } from '../../../test/app';
import type { TestApp } from '../../../test/app';
import { dialects } from '../../../test/dialects';
import { insertUser } from '../users/repository';

describe.each(dialects)('registration on $name', (dialect) => {
  let t: TestApp;
  const register = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/auth/register', payload: payload as object });
  const userRows = (nickname: string) =>
    t.database.db
      .selectFrom('users')
      .selectAll()
      .where('nickname_key', '=', nicknameKey(nickname))
      .execute();

  beforeAll(async () => {
    t = await createTestApp(dialect, {
      env: { AUTH_RATE_LIMIT_SCALE: '100', TRUST_PROXY: '1' },
    });
  });
  afterAll(() => t.cleanup());

  it('creates the account, answers 201 with the session and sets the session cookie', async () => {
    const registration = newRegistration('Layla Palm');
    const res = await register(registration);
    expect(res.statusCode).toBe(201);
    const body = sessionResponseSchema.parse(res.json());
    expect(body).toEqual({
      account: {
        id: expect.any(String),
        nickname: 'Layla Palm',
        gender: 'female',
        nicknameParts: registration.nicknameParts,
        createdAt: expect.any(String),
      },
      wrappedDataKey: registration.keys.wrappedDataKey,
    });

    const cookie = res.cookies.find((it) => it.name === 'waha_session');
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: 30 * 24 * 3600,
    });
    expect(cookie?.secure).toBeFalsy();
    // 256 random bits, base64url.
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('marks the cookie Secure when the request came over HTTPS', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'x-forwarded-proto': 'https' },
      payload: newRegistration(),
    });
    expect(res.statusCode).toBe(201);
    expect(res.cookies.find((it) => it.name === 'waha_session')?.secure).toBe(true);
  });

  it('stores only salts, hashes and wrapped keys: never a key the browser derived', async () => {
    const registration = newRegistration();
    const res = await register(registration);
    const [row] = await userRows(registration.nickname);
    if (!row) throw new Error('no row');

    expect(Object.keys(row).sort()).toEqual(
      [
        'id',
        'nickname',
        'nickname_key',
        'gender',
        'nickname_category',
        'nickname_item',
        'nickname_colour',
        'kdf_salt',
        'kdf_params',
        'auth_hash',
        'wrapped_data_key',
        'recovery_hash',
        'recovery_wrapped_data_key',
        'created_at',
        'updated_at',
      ].sort(),
    );
    expect(row.auth_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[^$]+\$[^$]+$/);
    expect(row.recovery_hash).toBe(
      createHash('sha256')
        .update(Buffer.from(registration.recovery.recoveryAuth, 'base64'))
        .digest('hex'),
    );
    expect(row).toMatchObject({
      kdf_salt: registration.keys.salt,
      wrapped_data_key: registration.keys.wrappedDataKey,
      recovery_wrapped_data_key: registration.recovery.recoveryWrappedDataKey,
    });
    expect(JSON.parse(row.kdf_params)).toEqual(registration.keys.kdf);

    const secrets = [registration.keys.authKey, registration.recovery.recoveryAuth].flatMap(
      (key) => [key, Buffer.from(key, 'base64').toString('hex')],
    );
    const stored = JSON.stringify(row);
    for (const secret of secrets) expect(stored).not.toContain(secret);

    // The session is stored as the hash of its token.
    const token = sessionCookie(res).split('=')[1] ?? '';
    const sessions = await t.database.db
      .selectFrom('sessions')
      .selectAll()
      .where('user_id', '=', row.id)
      .execute();
    expect(sessions.map((it) => it.id_hash)).toEqual([
      createHash('sha256').update(token).digest('hex'),
    ]);
    expect(JSON.stringify(sessions)).not.toContain(token);
  });

  it('keeps the nickname as NFKC with spaces folded, and its key in lower case', async () => {
    await signUp(t.app, newRegistration('  Ｓａｎｄ   Dune  '));
    const [row] = await userRows('sand dune');
    expect(row).toMatchObject({ nickname: 'Sand Dune', nickname_key: 'sand dune' });
  });

  it.each([
    ['in another case', 'blue cedar'],
    ['in full-width letters', 'Ｂｌｕｅ Ｃｅｄａｒ'],
    ['with extra spaces', ' Blue  Cedar '],
  ])('refuses a nickname already taken %s, with three free suggestions', async (_, nickname) => {
    await register(newRegistration('Blue Cedar'));
    const res = await register(newRegistration(nickname));
    expect(res.statusCode).toBe(409);
    const body = nicknameTakenSchema.parse(res.json());
    expect(body.message).toBe('This nickname is already taken');
    expect(new Set(body.suggestions.map(nicknameKey)).size).toBe(3);
    for (const suggestion of body.suggestions) {
      // Built from the name as requested, plus a number.
      expect(nicknameKey(suggestion)).toMatch(/^blue cedar \d+$/);
      expect(nicknameProblem(suggestion)).toBeNull();
    }
    // Each is free: it can be registered.
    const [first] = body.suggestions;
    expect((await register(newRegistration(first))).statusCode).toBe(201);
  });

  it('keeps suggestions for a nickname of the longest length within that length', async () => {
    const longest = 'Abcdefghij Klmnopqrst Uvwxyzabcd'; // 32 characters
    expect([...longest]).toHaveLength(NICKNAME_MAX_LENGTH);
    await signUp(t.app, newRegistration(longest));
    const res = await register(newRegistration(longest.toUpperCase()));
    const { suggestions } = nicknameTakenSchema.parse(res.json());
    for (const suggestion of suggestions) {
      expect([...suggestion].length).toBeLessThanOrEqual(NICKNAME_MAX_LENGTH);
      expect(nicknameProblem(suggestion)).toBeNull();
    }
  });

  it('gives the name to one of two registrations racing for it; the other is told it is taken', async () => {
    const nickname = uniqueNickname('Race');
    const results = await Promise.all([
      register(newRegistration(nickname)),
      register(newRegistration(nickname.toLowerCase())),
    ]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    const taken = results.find((res) => res.statusCode === 409);
    expect(taken?.json()).toMatchObject({ code: 'nickname_taken' });
    expect(await userRows(nickname)).toHaveLength(1);
  });

  it('does not insert a second account under a taken key (what settles the race)', async () => {
    const [row] = await userRows('Layla Palm');
    if (!row) throw new Error('no row');
    expect(await insertUser(t.database.db, { ...row, id: 'another-id' })).toBe(false);
  });

  it.each([
    ['a right-to-left override (U+202E)', 'Blue\u202ECedar'],
    ['a first-strong isolate (U+2067)', 'Blue \u2067Cedar'],
    ['a zero-width space (U+200B)', 'Blue\u200BCedar'],
    ['a zero-width joiner (U+200D)', 'Blue\u200DCedar'],
    ['punctuation', 'Blue.Cedar!'],
    ['two characters', 'Bl'],
    ['33 characters', 'A'.repeat(33)],
    ['only spaces', '     '],
  ])('refuses a nickname with %s: 400 validation_error', async (_, nickname) => {
    const res = await register(newRegistration(nickname));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_error' });
    expect(await userRows(nickname)).toHaveLength(0);
  });

  it.each([
    ['no recovery keys', { recovery: undefined }],
    ['a 31-byte authKey', { keys: { ...newRegistration().keys, authKey: 'A'.repeat(40) + '=' } }],
    ['a short wrapped key', { keys: { ...newRegistration().keys, wrappedDataKey: 'AAAA' } }],
    [
      'weak KDF parameters',
      {
        keys: {
          ...newRegistration().keys,
          kdf: { algorithm: 'argon2id', memoryKiB: 1024, iterations: 1, parallelism: 1 },
        },
      },
    ],
    ['an unknown gender', { gender: 'other' }],
  ])('refuses a body with %s: 400 validation_error', async (_, change) => {
    const res = await register({ ...newRegistration(), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_error' });
  });
});
