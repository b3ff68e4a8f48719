import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import type { TestApp } from '../../../test/app';
import { dialects } from '../../../test/dialects';
import { addStaff, staffSignIn } from '../../../test/staff';
import type { StaffMember } from '../../../test/staff';
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
});
