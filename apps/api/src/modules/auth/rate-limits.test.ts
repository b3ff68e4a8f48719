import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { newRegistration, randomBase64, signUp, uniqueNickname } from '../../../test/accounts';
import { createTestApp } from '../../../test/app';
import type { TestApp } from '../../../test/app';
import { dialects } from '../../../test/dialects';
import { AUTH_RATE_LIMITS, slowDownMs } from './rate-limits';

const SCALE = 0.3;
const { login, register, recover } = AUTH_RATE_LIMITS;
/** A limit as AUTH_RATE_LIMIT_SCALE makes it. */
const scaled = (max: number) => Math.max(1, Math.round(max * SCALE));
const FIFTEEN_MINUTES = 15 * 60;

describe('default auth rate limits', () => {
  it('refuse 50 failed logins per address and 10 per nickname and address in 15 minutes, and slow a nickname from its 6th failure', () => {
    expect(login.failuresPerAddress).toEqual({ max: 50, windowMs: 900_000 });
    expect(login.failuresPerNicknameAndAddress).toEqual({ max: 10, windowMs: 900_000 });
    expect(login.attemptsPerAddress).toEqual({ max: 30, windowMs: 60_000 });
    expect(recover.failuresPerNicknameAndAddress).toEqual({ max: 5, windowMs: 900_000 });
    expect(register).toEqual({ max: 10, windowMs: 3_600_000 });
    const delays = Array.from({ length: 12 }, (_, failures) =>
      slowDownMs(login.slowNickname, login.slowNickname.afterFailures, failures),
    );
    expect(delays).toEqual([0, 0, 0, 0, 0, 500, 1000, 2000, 4000, 8000, 8000, 8000]);
  });
});

// Limits scaled down (failures: 15 per address, 3 per nickname and address, slowed after 2) to
// spare Argon2id work; the bench script shows the defaults at work. Each test comes from
// addresses of its own (inject's remoteAddress), so the counts of one do not spill into another.
describe.each(dialects)('rate limits of login, registration and recovery on $name', (dialect) => {
  let t: TestApp;
  /** The waits the app asked for, in order. */
  const sleeps: number[] = [];

  const post = (url: string, payload: object, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress });
  const logIn = (nickname: string, authKey: string, remoteAddress: string) =>
    post('/api/auth/login', { nickname, authKey }, remoteAddress);

  function expectRateLimited(res: Awaited<ReturnType<typeof post>>, windowSeconds: number) {
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 'rate_limited' });
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  }

  beforeAll(async () => {
    t = await createTestApp(dialect, {
      env: { AUTH_RATE_LIMIT_SCALE: String(SCALE) },
      sleep: async (ms) => {
        sleeps.push(ms);
      },
    });
  });
  afterAll(() => t.cleanup());
  afterEach(() => {
    vi.useRealTimers();
    sleeps.length = 0;
  });

  it('refuses one address after 3 failures at a nickname, only slows the others, and lets the owner in', async () => {
    const { registration } = await signUp(t.app, newRegistration(), '10.1.0.1');
    const { nickname } = registration;
    const wrong = () => randomBase64(32);
    expect(scaled(login.failuresPerNicknameAndAddress.max)).toBe(3);

    for (let i = 0; i < 3; i++)
      expect((await logIn(nickname, wrong(), '10.1.1.1')).statusCode).toBe(401);
    // The same name in another case is the same nickname; even the right key is refused here.
    expectRateLimited(await logIn(nickname.toUpperCase(), wrong(), '10.1.1.1'), FIFTEEN_MINUTES);
    expectRateLimited(
      await logIn(nickname, registration.keys.authKey, '10.1.1.1'),
      FIFTEEN_MINUTES,
    );
    expect(sleeps).toEqual([500]);

    // From ever new addresses: never refused, each answer a little slower, up to 8 s.
    sleeps.length = 0;
    for (let i = 0; i < 8; i++)
      expect((await logIn(nickname, wrong(), `10.1.2.${i}`)).statusCode).toBe(401);
    expect(sleeps).toEqual([1000, 2000, 4000, 8000, 8000, 8000, 8000, 8000]);

    // The owner, from their own address, with the right key: in, after the same wait.
    sleeps.length = 0;
    expect((await logIn(nickname, registration.keys.authKey, '10.1.0.1')).statusCode).toBe(200);
    expect(sleeps).toEqual([8000]);
    // Another nickname is not slowed.
    sleeps.length = 0;
    expect((await logIn('Somebody Else', wrong(), '10.1.0.1')).statusCode).toBe(401);
    expect(sleeps).toEqual([]);
  });

  it('does not count a successful login as a failure', async () => {
    const { registration } = await signUp(t.app, newRegistration(), '10.5.0.1');
    const { nickname } = registration;
    const address = '10.5.1.1';
    for (let i = 0; i < 2; i++)
      expect((await logIn(nickname, randomBase64(32), address)).statusCode).toBe(401);
    expect((await logIn(nickname, registration.keys.authKey, address)).statusCode).toBe(200);
    // Third failure: still answered; the fourth is over the limit.
    expect((await logIn(nickname, randomBase64(32), address)).statusCode).toBe(401);
    expectRateLimited(await logIn(nickname, randomBase64(32), address), FIFTEEN_MINUTES);
  });

  it('lets no more failures through than the limit when many arrive at once', async () => {
    const { registration } = await signUp(t.app, newRegistration(), '10.6.0.1');
    const results = await Promise.all(
      Array.from({ length: 8 }, () => logIn(registration.nickname, randomBase64(32), '10.6.1.1')),
    );
    const statuses = results.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429, 429, 429]);
  });

  it('refuses one address after 15 failures in 15 minutes, whatever the nicknames', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const failures = scaled(login.failuresPerAddress.max);
    const attemptsPerMinute = scaled(login.attemptsPerAddress.max);
    expect([failures, attemptsPerMinute]).toEqual([15, 9]);
    for (let i = 0; i < failures; i++) {
      // Past the limit of attempts a minute, which is not what this test is about.
      if (i % attemptsPerMinute === 0) vi.setSystemTime(Date.now() + 61_000);
      const res = await logIn(uniqueNickname('Visitor'), randomBase64(32), '10.2.0.1');
      expect(res.statusCode).toBe(401);
    }
    vi.setSystemTime(Date.now() + 61_000);
    expectRateLimited(
      await logIn(uniqueNickname('Visitor'), randomBase64(32), '10.2.0.1'),
      FIFTEEN_MINUTES,
    );
    expect((await logIn(uniqueNickname('Visitor'), randomBase64(32), '10.2.0.2')).statusCode).toBe(
      401,
    );
    // The window ends: the address may try again.
    vi.setSystemTime(Date.now() + 15 * 60_000);
    expect((await logIn(uniqueNickname('Visitor'), randomBase64(32), '10.2.0.1')).statusCode).toBe(
      401,
    );
  });

  it('limits every login attempt of one address to 9 a minute, right or wrong', async () => {
    const { registration } = await signUp(t.app, newRegistration(), '10.7.0.1');
    for (let i = 0; i < scaled(login.attemptsPerAddress.max); i++) {
      const res = await logIn(registration.nickname, registration.keys.authKey, '10.7.1.1');
      expect(res.statusCode).toBe(200);
    }
    expectRateLimited(
      await logIn(registration.nickname, registration.keys.authKey, '10.7.1.1'),
      60,
    );
  });

  it('limits registrations per address', async () => {
    for (let i = 0; i < scaled(register.max); i++) {
      const res = await post('/api/auth/register', newRegistration(), '10.3.0.1');
      expect(res.statusCode).toBe(201);
    }
    expectRateLimited(await post('/api/auth/register', newRegistration(), '10.3.0.1'), 3600);
    expect((await post('/api/auth/register', newRegistration(), '10.3.0.2')).statusCode).toBe(201);
  });

  it('limits recovery like login, over both steps together, and the owner still recovers', async () => {
    const { registration } = await signUp(t.app, newRegistration(), '10.4.0.1');
    const { nickname } = registration;
    const findKey = (recoveryAuth: string, address: string) =>
      post('/api/auth/recover/key', { nickname, recoveryAuth }, address);
    const recoverWithNewKeys = (address: string) =>
      post(
        '/api/auth/recover',
        {
          nickname,
          recoveryAuth: randomBase64(32),
          keys: newRegistration().keys,
          recovery: newRegistration().recovery,
        },
        address,
      );
    expect(scaled(recover.failuresPerNicknameAndAddress.max)).toBe(2);
    expect((await findKey(randomBase64(32), '10.4.1.1')).statusCode).toBe(401);
    expect((await recoverWithNewKeys('10.4.1.1')).statusCode).toBe(401);
    expectRateLimited(await findKey(randomBase64(32), '10.4.1.1'), FIFTEEN_MINUTES);
    expectRateLimited(await recoverWithNewKeys('10.4.1.1'), FIFTEEN_MINUTES);

    // Elsewhere, slowed but answered.
    for (let i = 0; i < 4; i++)
      expect((await recoverWithNewKeys(`10.4.2.${i}`)).statusCode).toBe(401);
    expect(sleeps).toEqual([500, 1000, 2000, 4000]);
    const owner = await findKey(registration.recovery.recoveryAuth, '10.4.0.1');
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toEqual({
      recoveryWrappedDataKey: registration.recovery.recoveryWrappedDataKey,
    });
  });
});
