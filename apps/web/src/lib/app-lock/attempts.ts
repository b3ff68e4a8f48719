import { LOCK_FORGET_AFTER_FAILURES } from '@waha/shared/app-lock';
import type { LockEntry } from './lock-store';

/**
 * How wrong PINs slow down: the first two cost nothing more than the key derivation itself; from
 * the third, each wrong PIN makes the next try wait, 5 s doubling up to 15 minutes. Ten wrong PINs
 * in a row make a device forget an account's key (the password opens it again); a guest's key is
 * never forgotten, since nobody may wipe another person's data by typing wrong PINs.
 *
 * Each try is counted before its PIN is checked, in the same IndexedDB transaction that reads the
 * count (`startTry`, lock-store.ts `changeLock`), so N tries in N tabs at once count N. A try that
 * arrives while a wait runs is not checked at all, but it counts as a wrong one (and its wait is
 * the new count's): the lock screen lets nobody try during a wait, so only tries sent around it
 * (several tabs, a script) arrive then, and they must not be free. A right PIN sets the count back
 * to 0.
 */
const FREE_FAILURES = 2;
const FIRST_WAIT_MS = 5_000;
const LONGEST_WAIT_MS = 15 * 60_000;

/** The wait after `failures` wrong PINs in a row, in milliseconds. */
export function waitAfterFailures(failures: number): number {
  if (failures <= FREE_FAILURES) return 0;
  return Math.min(FIRST_WAIT_MS * 2 ** (failures - FREE_FAILURES - 1), LONGEST_WAIT_MS);
}

/** Whether `failures` wrong PINs make the device forget this entry's key (an account's only). */
export function forgetsAt(entry: LockEntry, failures: number): boolean {
  return entry.owner.type === 'account' && failures >= LOCK_FORGET_AFTER_FAILURES;
}

/** Wrong PINs an account may still type before the device forgets its key; null for a guest. */
export function triesLeft(entry: LockEntry): number | null {
  return entry.owner.type === 'account' ? LOCK_FORGET_AFTER_FAILURES - entry.failures : null;
}

export type TryStart =
  | { kind: 'none' }
  /** Refused unchecked, during a wait; `counted` is the entry as stored (this try counted). */
  | { kind: 'wait'; until: number; counted: LockEntry }
  /** Counted: `counted` is the entry as stored while the PIN is checked. */
  | { kind: 'check'; counted: LockEntry };

/**
 * The wait this page has seen, on its own monotonic clock (`performance.now()`), which the
 * device's clock setting does not move: set forward while the lock screen is open, the wall
 * clock would end a wait at once. Kept per count, for this page's life.
 */
let seenWait: { failures: number; endsAt: number } | null = null;

/**
 * A try, decided inside the transaction that reads the entry (`now`: the wall clock, `mono`: this
 * page's monotonic clock). Counted at once, the next wait included, before any derivation: the
 * stored entry says so for every other tab meanwhile. Refused unchecked while a wait runs, by
 * either clock (still counted, and the wait is then the new count's); a clock set back before the last
 * counted try starts the wait again from now.
 */
export function startTry(
  entry: LockEntry | null,
  now: number,
  mono: number,
): { next: LockEntry | null; result: TryStart } {
  if (!entry) return { next: null, result: { kind: 'none' } };
  let current = entry;
  if (entry.lastTryAt !== undefined && now < entry.lastTryAt) {
    current = { ...entry, lastTryAt: now, blockedUntil: now + waitAfterFailures(entry.failures) };
  }
  const wallLeft = current.blockedUntil - now;
  const pageLeft = seenWait?.failures === current.failures ? seenWait.endsAt - mono : 0;
  const left = Math.max(wallLeft, pageLeft);
  const failures = current.failures + 1;
  if (left > 0) {
    // The wait for the new count, from now, unless the running one ends later.
    const until = now + Math.max(left, waitAfterFailures(failures));
    const counted = { ...current, failures, blockedUntil: until, lastTryAt: now };
    seenWait = { failures, endsAt: mono + (until - now) };
    return { next: counted, result: { kind: 'wait', until, counted } };
  }
  const wait = waitAfterFailures(failures);
  const counted = { ...current, failures, blockedUntil: now + wait, lastTryAt: now };
  seenWait = { failures, endsAt: mono + wait };
  return { next: counted, result: { kind: 'check', counted } };
}

/** The right PIN: the count goes back to 0. */
export function afterRightSecret(entry: LockEntry, now: number): LockEntry {
  seenWait = null;
  return { ...entry, failures: 0, blockedUntil: 0, lastTryAt: now };
}
