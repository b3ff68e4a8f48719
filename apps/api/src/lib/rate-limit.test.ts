import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { newRegistration, randomBase64, signUp } from '../../test/accounts';
import { createTestApp } from '../../test/app';
import type { TestApp } from '../../test/app';
import { dialects } from '../../test/dialects';
import { buildApp } from '../app';
import type { App } from '../app';
import { createDatabase } from '../db/database';
import { addressBucket, countersFor, databaseCounters, memoryCounters } from './rate-limit';

describe('addressBucket', () => {
  it.each([
    ['192.0.2.7', '192.0.2.7'],
    ['::ffff:192.0.2.7', '192.0.2.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:DB8:0001:0002::9', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['64:ff9b:1:2::192.0.2.1', '64:ff9b:1:2::/64'],
  ])('counts %s as %s', (ip, bucket) => {
    expect(addressBucket(ip)).toBe(bucket);
  });
});

describe('memoryCounters', () => {
  afterEach(() => vi.useRealTimers());

  it('counts in a fixed window, takes counts back, and starts again when it ends', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: 1_000_000 });
    const counters = memoryCounters();
    expect(await counters.add('a', 60_000)).toEqual({ count: 1, resetAt: 1_060_000 });
    expect((await counters.add('a', 60_000)).count).toBe(2);
    await counters.takeBack('a');
    vi.setSystemTime(1_059_999);
    expect(await counters.add('a', 60_000)).toEqual({ count: 2, resetAt: 1_060_000 });
    vi.setSystemTime(1_060_000);
    expect(await counters.add('a', 60_000)).toEqual({ count: 1, resetAt: 1_120_000 });
    await counters.takeBack('a');
    await counters.takeBack('a');
    expect((await counters.add('a', 60_000)).count).toBe(1);
  });

  it('keeps at most its number of keys, dropping ended windows and then the oldest', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: 0 });
    const counters = memoryCounters(3);
    await counters.add('ended', 10);
    await counters.add('old', 60_000);
    await counters.add('old', 60_000);
    vi.setSystemTime(20);
    await counters.add('b', 60_000);
    await counters.add('c', 60_000); // "ended" goes
    expect((await counters.add('old', 60_000)).count).toBe(3);
    await counters.add('d', 60_000); // "old" goes
    expect((await counters.add('old', 60_000)).count).toBe(1);
  });
});

const shared = dialects.filter((dialect) => dialect.name !== 'sqlite');

describe('countersFor', () => {
  it('counts in memory on SQLite, which one process serves', () => {
    const database = { db: {} as never, dialect: 'sqlite' as const };
    expect(Object.keys(countersFor(database))).toEqual(['add', 'takeBack']);
  });
});

describe.each(shared)('counters kept in the database on $name', (dialect) => {
  let t: TestApp;
  let second: App;

  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { AUTH_RATE_LIMIT_SCALE: '0.3' } });
    // A second API process: its own app, and on PostgreSQL its own pool, on the same database.
    const database = dialect.name === 'pglite' ? t.database : createDatabase(t.config);
    second = await buildApp(t.config, { database, logger: t.app.log });
  });
  afterAll(async () => {
    await second.close();
    await t.cleanup();
  });

  it('count every one of many adds at once exactly once', async () => {
    const counters = databaseCounters(t.database.db);
    const counts = await Promise.all(
      Array.from({ length: 20 }, () => counters.add('concurrent', 60_000)),
    );
    expect(counts.map((it) => it.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    expect(new Set(counts.map((it) => it.resetAt)).size).toBe(1);
    await counters.takeBack('concurrent');
    expect((await counters.add('concurrent', 60_000)).count).toBe(20);
  });

  it('start a new window when the last one is over', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      const counters = databaseCounters(t.database.db);
      await counters.add('window', 1000);
      expect((await counters.add('window', 1000)).count).toBe(2);
      vi.setSystemTime(Date.now() + 1000);
      const again = await counters.add('window', 1000);
      expect(again).toEqual({ count: 1, resetAt: Date.now() + 1000 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('make two API processes on one database enforce one limit', async () => {
    const { registration } = await signUp(t.app, newRegistration(), '10.8.0.1');
    const apps = [t.app, second];
    // 3 failures allowed per nickname and address: spread over both processes.
    for (let i = 0; i < 3; i++) {
      const res = await apps[i % 2]?.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { nickname: registration.nickname, authKey: randomBase64(32) },
        remoteAddress: '10.8.1.1',
      });
      expect(res?.statusCode).toBe(401);
    }
    for (const app of apps) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { nickname: registration.nickname, authKey: randomBase64(32) },
        remoteAddress: '10.8.1.1',
      });
      expect(res.statusCode).toBe(429);
    }
  });
});
