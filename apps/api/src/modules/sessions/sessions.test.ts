import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signUp } from '../../../test/accounts';
import { createTestApp } from '../../../test/app';
import type { TestApp } from '../../../test/app';
import { dialects, sqlite } from '../../../test/dialects';
import { hashSessionToken } from './service';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const DAY = 24 * 60 * MINUTE;
const START = new Date('2026-11-21T08:00:00.000Z').getTime();

// The default lifetimes (7 days idle, 30 days at most), on a clock the test moves: only `Date`
// is faked, so timers, the database and Argon2 run as usual.
describe.each(dialects)('session lifetime on $name', (dialect) => {
  let t: TestApp;

  const at = (ms: number) => vi.setSystemTime(ms);
  const getSession = (cookie: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
  const row = (cookie: string) =>
    t.database.db
      .selectFrom('sessions')
      .selectAll()
      .where('id_hash', '=', hashSessionToken(cookie.split('=')[1] ?? ''))
      .executeTakeFirst();

  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { AUTH_RATE_LIMIT_SCALE: '100' } });
  });
  afterAll(() => t.cleanup());
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes last_seen_at at most once a minute, moving the idle expiry on', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at(START);
    const { cookie } = await signUp(t.app);
    expect(await row(cookie)).toMatchObject({
      created_at: new Date(START).toISOString(),
      last_seen_at: new Date(START).toISOString(),
      expires_at: new Date(START + 7 * DAY).toISOString(),
    });

    at(START + 30 * SECOND);
    expect((await getSession(cookie)).statusCode).toBe(200);
    expect((await row(cookie))?.last_seen_at).toBe(new Date(START).toISOString());

    at(START + 61 * SECOND);
    expect((await getSession(cookie)).statusCode).toBe(200);
    expect(await row(cookie)).toMatchObject({
      last_seen_at: new Date(START + 61 * SECOND).toISOString(),
      expires_at: new Date(START + 61 * SECOND + 7 * DAY).toISOString(),
    });
  });

  it('ends a session left unused for the idle time: 401 session_expired, row deleted', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at(START);
    const { cookie } = await signUp(t.app);

    at(START + 7 * DAY - SECOND);
    expect((await getSession(cookie)).statusCode).toBe(200);

    const lastUse = START + 7 * DAY - SECOND;
    at(lastUse + 7 * DAY + SECOND);
    const res = await getSession(cookie);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'session_expired' });
    expect(res.cookies.find((it) => it.name === 'waha_session')?.value).toBe('');
    expect(await row(cookie)).toBeUndefined();
  });

  it('ends a session at its absolute expiry however often it is used', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at(START);
    const { cookie } = await signUp(t.app);
    for (let day = 6; day < 30; day += 6) {
      at(START + day * DAY);
      expect((await getSession(cookie)).statusCode).toBe(200);
    }
    at(START + 30 * DAY - MINUTE);
    expect((await getSession(cookie)).statusCode).toBe(200);
    expect((await row(cookie))?.expires_at).toBe(new Date(START + 30 * DAY).toISOString());

    at(START + 30 * DAY + SECOND);
    const res = await getSession(cookie);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'session_expired' });
  });

  it('sweeps expired sessions when a new one starts', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at(START + 100 * DAY);
    const { cookie } = await signUp(t.app);
    at(START + 200 * DAY);
    await signUp(t.app);
    expect(await row(cookie)).toBeUndefined();
    const left = await t.database.db.selectFrom('sessions').select('expires_at').execute();
    expect(left).toHaveLength(1);
  });
});

// The configuration reaching the sessions; the database plays no part in it.
describe('short session lifetimes from the configuration', () => {
  it('honours SESSION_IDLE_SECONDS in real time', async () => {
    const t = await createTestApp(sqlite, {
      env: { SESSION_IDLE_SECONDS: '1', SESSION_MAX_SECONDS: '60' },
    });
    try {
      const { cookie } = await signUp(t.app);
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/auth/session',
        headers: { cookie },
      });
      expect(res.statusCode).toBe(200);
      await new Promise((done) => setTimeout(done, 1100));
      const late = await t.app.inject({
        method: 'GET',
        url: '/api/auth/session',
        headers: { cookie },
      });
      expect(late.json()).toMatchObject({ code: 'session_expired' });
    } finally {
      await t.cleanup();
    }
  });
});
