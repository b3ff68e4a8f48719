import { nicknameKey, unfoldedNicknameKey } from '@waha/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newRegistration, signUp } from '../../../test/accounts';
import type { SignedIn } from '../../../test/accounts';
import { createTestApp } from '../../../test/app';
import type { TestApp } from '../../../test/app';
import { dialects } from '../../../test/dialects';
import { down, foldKey, up } from './2026-11-25T1400-arabic-nickname-keys';

/** Accounts as the code before this migration stored them: the key is only case-folded. */
const BEFORE = [
  { id: 'u1', nickname: 'أحمد الأزرق', created_at: '2026-01-01T10:00:00.000Z' },
  { id: 'u2', nickname: 'احمد الازرق', created_at: '2026-01-01T11:00:00.000Z' },
  { id: 'u3', nickname: 'وادٍ أخضر', created_at: '2026-01-01T09:00:00.000Z' },
  { id: 'u4', nickname: 'واد أخضَر', created_at: '2026-01-01T08:00:00.000Z' },
  { id: 'u5', nickname: 'مذنّب فضي', created_at: '2026-01-01T08:00:00.000Z' },
  { id: 'u6', nickname: 'Layla Oasis', created_at: '2026-01-01T08:00:00.000Z' },
  { id: 'u8', nickname: 'نجمة زرقاء', created_at: '2026-01-01T12:00:00.000Z' },
  { id: 'u7', nickname: 'نجمةٌ زرقاءُ', created_at: '2026-01-01T12:00:00.000Z' },
];

/** After: each group's exact holder, or else its oldest, takes the folded key; the rest keep theirs. */
const AFTER: Record<string, string> = {
  u1: 'أحمد الأزرق', // u2 already held "احمد الازرق"
  u2: 'احمد الازرق',
  u3: 'وادٍ أخضر', // u4 is older
  u4: 'واد اخضر',
  u5: 'مذنب فضي',
  u6: 'layla oasis',
  u7: 'نجمه زرقاء', // the same instant as u8: the smaller id
  u8: 'نجمة زرقاء',
};

describe('the frozen fold of the migration', () => {
  it('is nicknameKey as it stands today, for keys written before it', () => {
    for (const { nickname } of BEFORE) {
      expect(foldKey(unfoldedNicknameKey(nickname))).toBe(nicknameKey(nickname));
    }
    expect(foldKey('ٱلْقَمَرُ ١٢٣ ۴٥ ـــ')).toBe('القمر 123 45 ');
  });
});

describe.each(dialects)('migration 2026-11-25T1400-arabic-nickname-keys on $name', (dialect) => {
  let t: TestApp;
  const keys = async () =>
    Object.fromEntries(
      (await t.database.db.selectFrom('users').select(['id', 'nickname_key']).execute()).map(
        (row) => [row.id, row.nickname_key],
      ),
    );

  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { AUTH_RATE_LIMIT_SCALE: '100' } });
  });
  afterAll(() => t.cleanup());
  beforeEach(() => t.database.db.deleteFrom('users').execute());

  it('gives colliding accounts distinct keys by a fixed rule, and can be undone and redone', async () => {
    const { db } = t.database;
    const { session } = await signUp(t.app, newRegistration('Seed Row'));
    const template = await db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', session.account.id)
      .executeTakeFirstOrThrow();
    await db.deleteFrom('users').execute();
    await db
      .insertInto('users')
      .values(
        BEFORE.map((user) => ({
          ...template,
          ...user,
          nickname_key: unfoldedNicknameKey(user.nickname),
        })),
      )
      .execute();

    await up(db);
    expect(await keys()).toEqual(AFTER);
    await down(db);
    expect(await keys()).toEqual(
      Object.fromEntries(BEFORE.map((user) => [user.id, unfoldedNicknameKey(user.nickname)])),
    );
    await up(db);
    expect(await keys()).toEqual(AFTER);
  });

  it('lets each account of a collision log in with its nickname as shown', async () => {
    const { db } = t.database;
    // Two accounts as they were before the migration, one name apart by a hamza and a vowel mark.
    const older = await signUp(t.app, newRegistration('Older One'));
    const newer = await signUp(t.app, newRegistration('Newer One'));
    const rename = (account: SignedIn, nickname: string, createdAt: string) =>
      db
        .updateTable('users')
        .set({
          nickname,
          nickname_key: unfoldedNicknameKey(nickname),
          created_at: createdAt,
        })
        .where('id', '=', account.session.account.id)
        .execute();
    await rename(older, 'أحمدُ الأزرق', '2026-01-01T10:00:00.000Z');
    await rename(newer, 'أحمد الأزرق', '2026-01-01T11:00:00.000Z');
    await up(db);

    const login = (nickname: string, authKey: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { nickname, authKey } });
    const params = (nickname: string) =>
      t.app.inject({ method: 'GET', url: `/api/auth/params?${new URLSearchParams({ nickname })}` });

    // The older account took the folded key: any spelling finds it but the newer one's own.
    for (const typed of ['أحمدُ الأزرق', 'احمد الازرق', 'إحمد الأزرق']) {
      expect((await params(typed)).json()).toMatchObject({ salt: older.registration.keys.salt });
      const res = await login(typed, older.registration.keys.authKey);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ account: { nickname: 'أحمدُ الأزرق' } });
    }
    // The newer one logs in by its nickname exactly as shown (in any case or width).
    expect((await params('أحمد الأزرق')).json()).toMatchObject({
      salt: newer.registration.keys.salt,
    });
    const res = await login('أحمد الأزرق', newer.registration.keys.authKey);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ account: { nickname: 'أحمد الأزرق' } });

    // Nobody can register a third spelling of the name.
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: newRegistration('آحمد الأزرق'),
    });
    expect(taken.statusCode).toBe(409);
  });
});
