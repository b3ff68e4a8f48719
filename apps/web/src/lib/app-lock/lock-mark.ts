import { LOCK_COOKIE } from '@waha/shared/app-lock';
import { deviceKey, readItem, removeItem, writeItem } from '../platform/device-storage';

/**
 * The one readable sign of a lock (docs/device-data.md): `waha.lock` in localStorage, read
 * synchronously before the app's first render, and the same as a cookie, so the server sends the
 * empty app shell rather than a prerendered screen ("Log in", the app's name) that would paint
 * before the lock screen. It says only that a lock is set.
 */
export const LOCK_MARK_KEY = deviceKey('waha.lock');

export function lockMarked(): boolean {
  try {
    return readItem(LOCK_MARK_KEY) === '1';
  } catch {
    return false;
  }
}

export function markLock(set: boolean): void {
  try {
    if (set) writeItem(LOCK_MARK_KEY, '1');
    else removeItem(LOCK_MARK_KEY);
  } catch {
    // Without storage no lock can be kept either (IndexedDB goes with it).
  }
  document.cookie = set
    ? `${LOCK_COOKIE}=1; Path=/; Max-Age=31536000; SameSite=Lax`
    : `${LOCK_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}
