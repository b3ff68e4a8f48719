import { describe, expect, it } from 'vitest';
import { afterRightSecret, forgetsAt, startTry, triesLeft, waitAfterFailures } from './attempts';
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

/** `times` wrong tries, each as soon as the wait before it has run on both clocks. */
function fail(start: LockEntry, times: number) {
  let current = start;
  let clock = 1_000;
  for (let index = 0; index < times; index += 1) {
    const { next, result } = startTry(current, clock, clock);
    if (result.kind !== 'check' || !next) throw new Error(`try ${index + 1} was not checked`);
    current = next;
    clock = Math.max(clock, current.blockedUntil);
  }
  return current;
}

describe('wrong PINs', () => {
  it('slow down: nothing more for two, then 5 s doubling, at most 15 minutes', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(waitAfterFailures)).toEqual([
      0, 0, 0, 5_000, 10_000, 20_000, 40_000,
    ]);
    expect(waitAfterFailures(30)).toBe(15 * 60_000);
    const fourth = startTry(fail(entry({ type: 'guest' }), 3), 50_000, 50_000);
    expect(fourth.next?.blockedUntil).toBe(50_000 + 10_000);
  });

  it('are counted before the PIN is checked, and a try during a wait is counted, not checked', () => {
    const { next, result } = startTry(fail(entry({ type: 'guest' }), 2), 10_000, 10_000);
    expect(result).toEqual({ kind: 'check', counted: next });
    expect(next).toMatchObject({ failures: 3, blockedUntil: 15_000, lastTryAt: 10_000 });
    if (!next) return;
    // 1 ms before the wait ends: refused unchecked, counted, and the wait is the fourth's (10 s).
    const early = startTry(next, 14_999, 14_999);
    expect(early.result.kind).toBe('wait');
    expect(early.next).toMatchObject({ failures: 4, blockedUntil: 24_999, lastTryAt: 14_999 });
    expect(early.result).toMatchObject({ until: 24_999, counted: early.next });
    expect(afterRightSecret(next, 20_000)).toMatchObject({ failures: 0, blockedUntil: 0 });
  });

  it('count every try of many sent at once, checked or not', () => {
    // Twelve tries in one instant (twelve tabs): each is decided in its own transaction, in turn.
    let current: LockEntry = entry({ type: 'account', accountId: 'a' });
    const kinds: string[] = [];
    for (let tab = 0; tab < 12; tab += 1) {
      const { next, result } = startTry(current, 5_000, 5_000);
      kinds.push(result.kind);
      if (next) current = next;
    }
    expect(current.failures).toBe(12);
    expect(kinds).toEqual(['check', 'check', 'check', ...Array<string>(9).fill('wait')]);
    expect(forgetsAt(current, 10)).toBe(true);
  });

  it('keep their wait when the device’s clock is set forward while the page is open', () => {
    const counted = fail(entry({ type: 'guest' }), 5); // a 20 s wait from 16 000
    expect(counted).toMatchObject({ failures: 5, blockedUntil: 36_000, lastTryAt: 16_000 });
    // An hour on the wall clock, 1 s on the page's own clock: still waiting (the try counted,
    // unchecked, and the wait is now the sixth's, 40 s).
    const jumped = startTry(counted, 16_000 + 3_600_000, 17_000);
    expect(jumped.result).toMatchObject({ kind: 'wait', until: 16_000 + 3_600_000 + 40_000 });
    expect(jumped.next).toMatchObject({ failures: 6 });
    // Once the page's clock has run the wait, the next try is checked.
    expect(startTry(counted, 16_000 + 3_600_000, 36_000).result.kind).toBe('check');
  });

  it('start the wait again when the clock is set back before the last try', () => {
    const counted = fail(entry({ type: 'guest' }), 5);
    const back = startTry(counted, 1_000, 16_500);
    // The fifth's 20 s from now, then this try (counted, unchecked) makes it the sixth's 40 s.
    expect(back.result).toMatchObject({ kind: 'wait', until: 1_000 + 40_000 });
    expect(back.next).toMatchObject({ failures: 6, blockedUntil: 41_000, lastTryAt: 1_000 });
  });

  it('make the device forget an account’s key at the tenth, not before', () => {
    const account = entry({ type: 'account', accountId: 'a' });
    const nine = fail(account, 9);
    expect(forgetsAt(nine, nine.failures)).toBe(false);
    expect(triesLeft(nine)).toBe(1);
    const ten = fail(account, 10);
    expect(forgetsAt(ten, ten.failures)).toBe(true);
  });

  it('never make the device forget a guest’s key', () => {
    const guest = fail(entry({ type: 'guest' }), 50);
    expect(forgetsAt(guest, guest.failures)).toBe(false);
    expect(guest.failures).toBe(50);
    expect(triesLeft(guest)).toBeNull();
  });
});
