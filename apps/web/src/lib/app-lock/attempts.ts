import { LOCK_FORGET_AFTER_FAILURES } from '@waha/shared/app-lock';
import type { LockEntry } from './lock-store';

/**
 * How wrong PINs slow down: the first two cost nothing more than the key derivation itself; from
 * the third, each wrong PIN makes the next try wait, 5 s doubling up to 15 minutes. Ten wrong PINs
 * in a row make a device forget an account's key (the password opens it again); a guest's key is
 * never forgotten, since nobody may wipe another person's data by typing wrong PINs.
 */
const FREE_FAILURES = 2;
const FIRST_WAIT_MS = 5_000;
const LONGEST_WAIT_MS = 15 * 60_000;

/** The wait after `failures` wrong PINs in a row, in milliseconds. */
export function waitAfterFailures(failures: number): number {
  if (failures <= FREE_FAILURES) return 0;
  return Math.min(FIRST_WAIT_MS * 2 ** (failures - FREE_FAILURES - 1), LONGEST_WAIT_MS);
}

/** The entry after one more wrong PIN at `now`, and whether the device must forget the key. */
export function afterWrongSecret(
  entry: LockEntry,
  now: number,
): { entry: LockEntry; forget: boolean } {
  const failures = entry.failures + 1;
  const forget = entry.owner.type === 'account' && failures >= LOCK_FORGET_AFTER_FAILURES;
  return { entry: { ...entry, failures, blockedUntil: now + waitAfterFailures(failures) }, forget };
}

/** Wrong PINs an account may still type before the device forgets its key; null for a guest. */
export function triesLeft(entry: LockEntry): number | null {
  return entry.owner.type === 'account' ? LOCK_FORGET_AFTER_FAILURES - entry.failures : null;
}
