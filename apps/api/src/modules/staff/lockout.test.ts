import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import type { TestApp } from '../../../test/app';
import { dialects } from '../../../test/dialects';
import { addStaff, staffSignIn } from '../../../test/staff';
import type { StaffMember } from '../../../test/staff';
import { STAFF_DEVICE_COOKIE } from './devices';
import { STAFF_RATE_LIMITS } from './rate-limits';

/**
 * The staff lockout at its real limits (no AUTH_RATE_LIMIT_SCALE): failures refused per address
 * and per name and address, a name's failures from everywhere only slowing its sign-ins, so that
 * nobody can lock a colleague out.
 */
describe.each(dialects)('staff sign-in limits on $name', (dialect) => {
  let t: TestApp;
  let amal: StaffMember;
  let rami: StaffMember;
  const waits: number[] = [];
  let address = 0;
  const nextAddress = () => `10.77.${Math.floor(++address / 250)}.${address % 250}`;

  beforeAll(async () => {
    t = await createTestApp(dialect, {
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    amal = await addStaff(t);
    rami = await addStaff(t);
  });
  afterAll(() => t.cleanup());

  it('are stricter than the people’s', () => {
    expect(STAFF_RATE_LIMITS.signIn).toEqual({
      attemptsPerAddress: { max: 20, windowMs: 60_000 },
      failuresPerAddress: { max: 20, windowMs: 30 * 60_000 },
      failuresPerNicknameAndAddress: { max: 5, windowMs: 30 * 60_000 },
      failuresPerDevice: { max: 5, windowMs: 30 * 60_000 },
      slowNickname: {
        afterFailures: 3,
        windowMs: 30 * 60_000,
        firstDelayMs: 1000,
        maxDelayMs: 16_000,
      },
    });
  });

  it('refuses a name from an address after 5 failures there, while its owner elsewhere gets in', async () => {
    const attacker = nextAddress();
    for (let i = 0; i < 5; i++) {
      expect((await staffSignIn(t, amal.name, 'wrong password!', attacker)).statusCode).toBe(401);
    }
    const refused = await staffSignIn(t, amal.name, amal.password, attacker);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rate_limited' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Amal, from her own address, is slowed (her name failed 5 times) but never refused.
    waits.length = 0;
    expect((await staffSignIn(t, amal.name, amal.password, nextAddress())).statusCode).toBe(200);
    expect(waits).toEqual([4000]);
  });

  it('slows a name failing from many addresses, 1 s doubling to 16 s, and never refuses it', async () => {
    waits.length = 0;
    for (let i = 0; i < 9; i++) {
      expect((await staffSignIn(t, rami.name, 'wrong password!', nextAddress())).statusCode).toBe(
        401,
      );
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16_000, 16_000]);
    expect((await staffSignIn(t, rami.name, rami.password, nextAddress())).statusCode).toBe(200);
  });

  it('refuses an address that fails 20 times, whatever the names', async () => {
    const scanner = nextAddress();
    for (let i = 0; i < 20; i++) {
      const name = `Nobody ${randomBytes(4).toString('hex')}`;
      expect((await staffSignIn(t, name, 'wrong password!', scanner)).statusCode).toBe(401);
    }
    expect((await staffSignIn(t, rami.name, rami.password, scanner)).statusCode).toBe(429);
    expect((await staffSignIn(t, rami.name, rami.password, nextAddress())).statusCode).toBe(200);
  });

  describe('colleagues behind one address', () => {
    const office = '10.78.0.1';
    const signInFrom = (name: string, password: string, cookie?: string, from = office) =>
      t.app.inject({
        method: 'POST',
        url: '/api/staff/session',
        payload: { name, password },
        remoteAddress: from,
        ...(cookie ? { headers: { cookie } } : {}),
      });
    const deviceCookie = (res: Awaited<ReturnType<typeof signInFrom>>) => {
      const cookie = res.cookies.find((it) => it.name === STAFF_DEVICE_COOKIE);
      if (!cookie?.value) throw new Error(`no device cookie in a ${res.statusCode} answer`);
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/staff' });
      return `${STAFF_DEVICE_COOKIE}=${cookie.value}`;
    };

    it('keep signing in from their own browsers while guessing from there is refused', async () => {
      const hana = await addStaff(t);
      const omar = await addStaff(t);
      // Hana and Omar signed in from the office's one computer before: its browser remembers both.
      const hanasBrowser = deviceCookie(await signInFrom(hana.name, hana.password));
      const sharedBrowser = deviceCookie(await signInFrom(omar.name, omar.password, hanasBrowser));

      // Someone at the same address fails at Hana's name, then at 20 other names.
      for (let i = 0; i < 5; i++) {
        expect((await signInFrom(hana.name, 'wrong password!')).statusCode).toBe(401);
      }
      expect((await signInFrom(hana.name, hana.password)).statusCode).toBe(429);
      for (let i = 0; i < 20; i++) {
        const name = `Nobody ${randomBytes(4).toString('hex')}`;
        const res = await signInFrom(name, 'wrong password!');
        expect([401, 429]).toContain(res.statusCode);
      }
      expect((await signInFrom(omar.name, omar.password)).statusCode).toBe(429);

      // Both still get in from their browser, the same address.
      expect((await signInFrom(hana.name, hana.password, hanasBrowser)).statusCode).toBe(200);
      expect((await signInFrom(hana.name, hana.password, sharedBrowser)).statusCode).toBe(200);
      expect((await signInFrom(omar.name, omar.password, sharedBrowser)).statusCode).toBe(200);

      // A browser Rami never signed in from does not count for him, nor does a made-up cookie.
      expect((await signInFrom(rami.name, rami.password, sharedBrowser)).statusCode).toBe(429);
      const forged = `${STAFF_DEVICE_COOKIE}=${'A'.repeat(22)}.${'B'.repeat(43)}`;
      expect((await signInFrom(hana.name, hana.password, forged)).statusCode).toBe(429);
    });

    it('refuse guessing with a browser’s device cookie after 5 failures', async () => {
      const yusuf = await addStaff(t);
      const home = nextAddress();
      const browser = deviceCookie(await signInFrom(yusuf.name, yusuf.password, undefined, home));
      // Stolen and tried from addresses that change each time.
      for (let i = 0; i < 5; i++) {
        const res = await signInFrom(yusuf.name, 'wrong password!', browser, nextAddress());
        expect(res.statusCode).toBe(401);
      }
      const refused = await signInFrom(yusuf.name, yusuf.password, browser, nextAddress());
      expect(refused.statusCode).toBe(429);
      // …while Yusuf elsewhere, on another browser, still gets in.
      expect((await staffSignIn(t, yusuf.name, yusuf.password, nextAddress())).statusCode).toBe(
        200,
      );
    });
  });
});
