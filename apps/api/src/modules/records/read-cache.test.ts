import BetterSqlite3 from 'better-sqlite3';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { logIn, newPasswordKeys, randomBase64, signUp } from '../../../test/accounts';
import type { SignedIn } from '../../../test/accounts';
import { createTestApp } from '../../../test/app';
import type { TestApp } from '../../../test/app';
import { sqlite } from '../../../test/dialects';
import { SESSION_TOUCH_INTERVAL_MS, hashSessionToken } from '../sessions/service';

const LIST = '/api/records/diary-entry';
const DAY = 24 * 60 * 60_000;

// On SQLite a signed-in read of a list is answered from memory until the database changes
// (src/README.md, "Records read on SQLite"). Each test first proves its read is kept (a second
// read asks the database nothing), then changes the database in one way and reads again: a
// stale answer from memory fails it.
describe('records and sessions kept in memory on SQLite', () => {
  let t: TestApp;
  /** A second connection to the same file, as another process (a CLI, a second server) has. */
  let other: BetterSqlite3.Database;

  const list = (cookie: string) => t.app.inject({ method: 'GET', url: LIST, headers: { cookie } });
  const put = (cookie: string, id: string, version: number, ciphertext = randomBase64(90)) =>
    t.app.inject({
      method: 'PUT',
      url: `${LIST}/${id}`,
      headers: { cookie },
      payload: { version, ciphertext },
    });
  const tokenOf = (cookie: string) => hashSessionToken(cookie.split('=')[1] ?? '');

  /** Reads the list twice and checks that the second read was answered from memory. */
  async function readKept(cookie: string) {
    const first = await list(cookie);
    expect(first.statusCode).toBe(200);
    const queries = vi.spyOn(t.database.db, 'executeQuery');
    try {
      const second = await list(cookie);
      expect(queries).not.toHaveBeenCalled();
      expect(second.statusCode).toBe(200);
      expect(second.body).toBe(first.body);
      expect(second.headers).toEqual(first.headers);
      return first.json<{ records: { id: string; version: number; ciphertext: string }[] }>();
    } finally {
      queries.mockRestore();
    }
  }

  async function withRecords(count: number): Promise<SignedIn> {
    const person = await signUp(t.app);
    for (let i = 1; i <= count; i++) {
      expect((await put(person.cookie, `entry-${i}`, 0)).statusCode).toBe(200);
    }
    return person;
  }

  beforeAll(async () => {
    t = await createTestApp(sqlite, { env: { AUTH_RATE_LIMIT_SCALE: '100' } });
    if (t.config.database.dialect !== 'sqlite') throw new Error('expected SQLite');
    other = new BetterSqlite3(t.config.database.file);
    other.pragma('busy_timeout = 5000');
  });
  afterAll(async () => {
    other.close();
    await t.cleanup();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is on for SQLite only', () => {
    expect(t.database.changes?.mark()).toEqual(expect.any(String));
  });

  it('shows a save and a deletion through the API at once', async () => {
    const { cookie } = await withRecords(2);
    const before = await readKept(cookie);
    expect(before.records.map((it) => it.version)).toEqual([1, 1]);

    const saved = await put(cookie, 'entry-1', 1, 'c2F2ZWQ=');
    expect(saved.statusCode).toBe(200);
    const afterSave = await readKept(cookie);
    expect(afterSave.records.find((it) => it.id === 'entry-1')).toMatchObject({
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
    expect((await readKept(cookie)).records.map((it) => it.id)).toEqual(['entry-1']);
  });

  it('answers HEAD from memory as it does from the database', async () => {
    const { cookie } = await withRecords(2);
    const head = () => t.app.inject({ method: 'HEAD', url: LIST, headers: { cookie } });
    const fromDatabase = await head();
    const fromMemory = await head();
    expect(fromDatabase.statusCode).toBe(200);
    expect(fromMemory.headers).toEqual(fromDatabase.headers);
    expect(fromMemory.body).toBe(fromDatabase.body);
    expect(fromMemory.headers['content-length']).toBe(
      String((await list(cookie)).rawPayload.length),
    );
  });

  it('keeps each person’s list apart', async () => {
    const alice = await withRecords(1);
    const bob = await withRecords(2);
    expect((await readKept(alice.cookie)).records).toHaveLength(1);
    expect((await readKept(bob.cookie)).records).toHaveLength(2);
    expect((await list(alice.cookie)).json()).toMatchObject({ records: [{ id: 'entry-1' }] });
  });

  it('shows a record changed by another connection on the next read', async () => {
    const person = await withRecords(1);
    await readKept(person.cookie);
    other
      .prepare("update records set ciphertext = 'b3RoZXI=', version = 7 where user_id = ?")
      .run(person.session.account.id);
    expect((await list(person.cookie)).json()).toMatchObject({
      records: [{ id: 'entry-1', version: 7, ciphertext: 'b3RoZXI=' }],
    });
  });

  it('refuses a session another connection deleted on the next request', async () => {
    const { cookie } = await withRecords(1);
    await readKept(cookie);
    other.prepare('delete from sessions where id_hash = ?').run(tokenOf(cookie));
    const res = await list(cookie);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'session_expired' });
  });

  it('refuses a session after logging out', async () => {
    const { cookie } = await withRecords(1);
    await readKept(cookie);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, 'content-type': 'application/json' },
    });
    expect(out.statusCode).toBe(204);
    expect((await list(cookie)).json()).toMatchObject({ code: 'session_expired' });
  });

  it('refuses the other sessions after a password change', async () => {
    const { registration, cookie } = await withRecords(1);
    const phone = await logIn(t.app, registration.nickname, registration.keys.authKey);
    await readKept(phone);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/account/password',
      headers: { cookie },
      payload: { currentAuthKey: registration.keys.authKey, keys: newPasswordKeys() },
    });
    expect(changed.statusCode).toBe(200);
    expect((await list(phone)).json()).toMatchObject({ code: 'session_expired' });
    expect((await list(cookie)).statusCode).toBe(200);
  });

  it('refuses every session of a deleted account', async () => {
    const { registration, cookie } = await withRecords(2);
    const phone = await logIn(t.app, registration.nickname, registration.keys.authKey);
    await readKept(phone);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { cookie, 'content-type': 'application/json' },
    });
    expect(deleted.statusCode).toBe(204);
    expect((await list(phone)).json()).toMatchObject({ code: 'session_expired' });
  });

  it('ends a kept session at its expiry, and moves the idle expiry on as before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const { cookie } = await withRecords(1);
    await readKept(cookie);
    const row = () =>
      other.prepare('select last_seen_at from sessions where id_hash = ?').get(tokenOf(cookie));

    // Past the touch interval, a read writes last_seen_at even though the row was kept.
    vi.setSystemTime(start + SESSION_TOUCH_INTERVAL_MS + 1000);
    expect((await list(cookie)).statusCode).toBe(200);
    expect(row()).toEqual({ last_seen_at: new Date(Date.now()).toISOString() });
    const lastUse = Date.now();
    await readKept(cookie);

    // Seven days (the default idle time) after the last use, the kept row is refused.
    vi.setSystemTime(lastUse + 7 * DAY + 1000);
    const res = await list(cookie);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'session_expired' });
    expect(row()).toBeUndefined();
  });
});
