import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newRegistration, randomBase64, signUp, uniqueNickname } from '../../../test/accounts';
import { createTestApp } from '../../../test/app';
import type { TestApp } from '../../../test/app';
import { dialects } from '../../../test/dialects';
import { AUTH_RATE_LIMITS } from './rate-limits';

const SCALE = 0.3;
const { login, register, recover } = AUTH_RATE_LIMITS;
/** A limit as AUTH_RATE_LIMIT_SCALE makes it. */
const scaled = (limit: { max: number }) => Math.max(1, Math.round(limit.max * SCALE));

describe('default auth rate limits', () => {
  it('are 10 logins a minute per nickname and 30 per address, 10 registrations an hour per address, 5 recoveries in 15 minutes per nickname', () => {
    expect(login).toEqual({
      perNickname: { max: 10, windowMs: 60_000 },
      perIp: { max: 30, windowMs: 60_000 },
    });
    expect(register.perIp).toEqual({ max: 10, windowMs: 3_600_000 });
    expect(recover.perNickname).toEqual({ max: 5, windowMs: 900_000 });
  });
});

// Limits scaled down (to 3, 9, 3 and 2) to spare Argon2id work; the bench script shows the
// defaults at work. Each test comes from addresses of its own (inject's remoteAddress), so the
// per-address counts of one test do not spill into another.
describe.each(dialects)('rate limits of login, registration and recovery on $name', (dialect) => {
  let t: TestApp;

  const post = (url: string, payload: object, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress });

  function expectRateLimited(res: Awaited<ReturnType<typeof post>>, windowSeconds: number) {
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 'rate_limited' });
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  }

  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { AUTH_RATE_LIMIT_SCALE: String(SCALE) } });
  });
  afterAll(() => t.cleanup());

  it('limits logins per nickname, from any number of addresses', async () => {
    const { registration } = await signUp(t.app, newRegistration(), '10.1.0.1');
    const { nickname } = registration;
    for (let i = 0; i < scaled(login.perNickname); i++) {
      const res = await post(
        '/api/auth/login',
        { nickname: i % 2 ? nickname.toUpperCase() : nickname, authKey: randomBase64(32) },
        `10.1.1.${i}`,
      );
      expect(res.statusCode).toBe(401);
    }
    // Now even the right key waits, whatever the case of the name or the address.
    const res = await post(
      '/api/auth/login',
      { nickname: nickname.toLowerCase(), authKey: registration.keys.authKey },
      '10.1.2.1',
    );
    expectRateLimited(res, 60);
    // Another nickname is not affected.
    const other = await post(
      '/api/auth/login',
      { nickname: 'Somebody Else', authKey: randomBase64(32) },
      '10.1.2.1',
    );
    expect(other.statusCode).toBe(401);
  });

  it('limits logins per address, whatever the nicknames', async () => {
    for (let i = 0; i < scaled(login.perIp); i++) {
      const res = await post(
        '/api/auth/login',
        { nickname: uniqueNickname('Visitor'), authKey: randomBase64(32) },
        '10.2.0.1',
      );
      expect(res.statusCode).toBe(401);
    }
    const res = await post(
      '/api/auth/login',
      { nickname: uniqueNickname('Visitor'), authKey: randomBase64(32) },
      '10.2.0.1',
    );
    expectRateLimited(res, 60);
  });

  it('limits registrations per address', async () => {
    for (let i = 0; i < scaled(register.perIp); i++) {
      const res = await post('/api/auth/register', newRegistration(), '10.3.0.1');
      expect(res.statusCode).toBe(201);
    }
    expectRateLimited(await post('/api/auth/register', newRegistration(), '10.3.0.1'), 3600);
    expect((await post('/api/auth/register', newRegistration(), '10.3.0.2')).statusCode).toBe(201);
  });

  it('limits recovery attempts per nickname, over both steps together', async () => {
    const { registration } = await signUp(t.app, newRegistration(), '10.4.0.1');
    const attempt = (url: string, i: number) =>
      post(url, { nickname: registration.nickname, recoveryAuth: randomBase64(32) }, `10.4.1.${i}`);
    expect(scaled(recover.perNickname)).toBe(2);
    expect((await attempt('/api/auth/recover/key', 0)).statusCode).toBe(401);
    const recoverWithNewKeys = (i: number) =>
      post(
        '/api/auth/recover',
        {
          nickname: registration.nickname,
          recoveryAuth: randomBase64(32),
          keys: newRegistration().keys,
          recovery: newRegistration().recovery,
        },
        `10.4.2.${i}`,
      );
    expect((await recoverWithNewKeys(1)).statusCode).toBe(401);

    expectRateLimited(await attempt('/api/auth/recover/key', 9), 15 * 60);
    expectRateLimited(await recoverWithNewKeys(9), 15 * 60);
  });
});
