import { describe, expect, it } from 'vitest';
import { afterWrongSecret, triesLeft, waitAfterFailures } from './attempts';
import type { LockEntry } from './lock-store';

const entry = (owner: LockEntry['owner']): LockEntry => ({
  owner,
  secret: 'pin',
  salt: 'AAECAwQFBgcICQoLDA0ODw==',
  kdf: { algorithm: 'argon2id', memoryKiB: 19456, iterations: 1, parallelism: 1 },
  wrappedKey: 'x',
  idleMinutes: 5,
  failures: 0,
  blockedUntil: 0,
});

function fail(start: LockEntry, times: number) {
  let current = start;
  let forget = false;
  for (let index = 0; index < times; index += 1) {
    ({ entry: current, forget } = afterWrongSecret(current, 1_000));
  }
  return { entry: current, forget };
}

describe('wrong PINs', () => {
  it('slow down: nothing more for two, then 5 s doubling, at most 15 minutes', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(waitAfterFailures)).toEqual([
      0, 0, 0, 5_000, 10_000, 20_000, 40_000,
    ]);
    expect(waitAfterFailures(30)).toBe(15 * 60_000);
    expect(fail(entry({ type: 'guest' }), 4).entry.blockedUntil).toBe(1_000 + 10_000);
  });

  it('make the device forget an account’s key at the tenth, not before', () => {
    const account = entry({ type: 'account', accountId: 'a' });
    expect(fail(account, 9).forget).toBe(false);
    expect(triesLeft(fail(account, 9).entry)).toBe(1);
    expect(fail(account, 10).forget).toBe(true);
  });

  it('never make the device forget a guest’s key', () => {
    const guest = fail(entry({ type: 'guest' }), 50);
    expect(guest.forget).toBe(false);
    expect(guest.entry.failures).toBe(50);
    expect(triesLeft(guest.entry)).toBeNull();
  });
});
