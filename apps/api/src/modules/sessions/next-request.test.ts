import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { logIn, newPasswordKeys, randomBase64, signUp } from '../../../test/accounts';
import type { SignedIn } from '../../../test/accounts';
import { createTestApp } from '../../../test/app';
import type { TestApp } from '../../../test/app';
import { dialects } from '../../../test/dialects';
import { createDatabase } from '../../db/database';
import type { DatabaseHandle } from '../../db/database';
import { SESSION_TOUCH_INTERVAL_MS, hashSessionToken } from './service';

const LIST = '/api/records/diary-entry';
const DAY = 24 * 60 * 60_000;

// Whatever ends a session or changes a record is seen by the very next request, whoever made the
// change: this process through the API, or another connection writing to the tables directly (a
// CLI, a second server, an operator's SQL), which the server is never told about.
describe.each(dialects)('the very next request after a change on $name', (dialect) => {
  let t: TestApp;
  /**
   * Another connection to the same database. PGlite lives inside this process and takes one
   * connection only, so there it is the app's own, written to with plain SQL.
   */
  let other: DatabaseHandle;

  const list = (cookie: string) => t.app.inject({ method: 'GET', url: LIST, headers: { cookie } });
  const put = (cookie: string, id: string, version: number, ciphertext = randomBase64(90)) =>
    t.app.inject({
      method: 'PUT',
      url: `${LIST}/${id}`,
      headers: { cookie },
      payload: { version, ciphertext },
    });
  const idHashOf = (cookie: string) => hashSessionToken(cookie.split('=')[1] ?? '');
  const records = async (cookie: string) => {
    const res = await list(cookie);
    expect(res.statusCode).toBe(200);
    return res.json<{ records: { id: string; version: number; ciphertext: string }[] }>().records;
  };
  const expectRefused = async (cookie: string) => {
    const res = await list(cookie);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'session_expired' });
  };

  async function withRecords(count: number): Promise<SignedIn> {
    const person = await signUp(t.app);
    for (let i = 1; i <= count; i++) {
      expect((await put(person.cookie, `entry-${i}`, 0)).statusCode).toBe(200);
    }
    return person;
  }

  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { AUTH_RATE_LIMIT_SCALE: '100' } });
    other = t.config.database.dialect === 'pglite' ? t.database : createDatabase(t.config);
  });
  afterAll(async () => {
    if (other !== t.database) await other.destroy();
    await t.cleanup();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lists a save and a deletion at once', async () => {
    const { cookie } = await withRecords(2);
    expect((await records(cookie)).map((it) => it.version)).toEqual([1, 1]);

    expect((await put(cookie, 'entry-1', 1, 'c2F2ZWQ=')).statusCode).toBe(200);
    expect((await records(cookie)).find((it) => it.id === 'entry-1')).toMatchObject({
      version: 2,
      ciphertext: 'c2F2ZWQ=',
    });

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${LIST}/entry-2`,
      headers: { cookie },
      payload: { version: 1 },
    });
    expect(removed.statusCode).toBe(204);
    expect((await records(cookie)).map((it) => it.id)).toEqual(['entry-1']);
  });

  it('lists a record another connection changed', async () => {
    const person = await withRecords(1);
    await records(person.cookie);
    await sql`update records set ciphertext = 'b3RoZXI=', version = 7
      where user_id = ${person.session.account.id}`.execute(other.db);
    expect(await records(person.cookie)).toMatchObject([
      { id: 'entry-1', version: 7, ciphertext: 'b3RoZXI=' },
    ]);
  });

  it('refuses a session another connection deleted', async () => {
    const { cookie } = await withRecords(1);
    await records(cookie);
    await sql`delete from sessions where id_hash = ${idHashOf(cookie)}`.execute(other.db);
    await expectRefused(cookie);
  });

  it('refuses a session another connection expired', async () => {
    const { cookie } = await withRecords(1);
    await records(cookie);
    const past = new Date(Date.now() - 1000).toISOString();
    await sql`update sessions set expires_at = ${past}
      where id_hash = ${idHashOf(cookie)}`.execute(other.db);
    await expectRefused(cookie);
  });

  it('refuses a session after logging out', async () => {
    const { cookie } = await withRecords(1);
    await records(cookie);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, 'content-type': 'application/json' },
    });
    expect(out.statusCode).toBe(204);
    await expectRefused(cookie);
  });

  it('refuses the other sessions after a password change, and keeps this one', async () => {
    const { registration, cookie } = await withRecords(1);
    const phone = await logIn(t.app, registration.nickname, registration.keys.authKey);
    await records(phone);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/account/password',
      headers: { cookie },
      payload: { currentAuthKey: registration.keys.authKey, keys: newPasswordKeys() },
    });
    expect(changed.statusCode).toBe(200);
    await expectRefused(phone);
    expect((await list(cookie)).statusCode).toBe(200);
  });

  it('refuses every session of a deleted account', async () => {
    const { registration, cookie } = await withRecords(2);
    const phone = await logIn(t.app, registration.nickname, registration.keys.authKey);
    await records(phone);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { cookie, 'content-type': 'application/json' },
    });
    expect(deleted.statusCode).toBe(204);
    await expectRefused(phone);
    await expectRefused(cookie);
  });

  it('ends a session at its idle expiry, counted from the last touch', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const { cookie } = await withRecords(1);
    const lastSeen = async () =>
      (
        await sql<{ last_seen_at: string }>`select last_seen_at from sessions
          where id_hash = ${idHashOf(cookie)}`.execute(other.db)
      ).rows[0]?.last_seen_at;

    // Past the touch interval, a read writes last_seen_at, moving the idle expiry on.
    vi.setSystemTime(start + SESSION_TOUCH_INTERVAL_MS + 1000);
    await records(cookie);
    expect(await lastSeen()).toBe(new Date(Date.now()).toISOString());
    const lastUse = Date.now();

    // Seven days (the default idle time) after the last use, it is refused and deleted.
    vi.setSystemTime(lastUse + 7 * DAY + 1000);
    await expectRefused(cookie);
    expect(await lastSeen()).toBeUndefined();
  });
});
