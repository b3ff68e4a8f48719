import type { Language } from './constants';
import { shellInLanguage, shellWithoutBrand } from './page-head';

/**
 * The app lock's numbers and its mark (docs/device-data.md), shared by the web app and the server
 * that sends its pages.
 */

/** Set while a lock is set on a device, so the server sends no prerendered screen before it. */
export const LOCK_COOKIE = 'waha_lock';

/**
 * The header that carries a device's unlock secret (docs/device-data.md, "The session while
 * locked"): once an account's device has set a lock, the API answers that session only with it.
 */
export const UNLOCK_HEADER = 'x-waha-unlock';

/** The unlock secret: 32 random bytes, base64url without padding. */
export const UNLOCK_SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The idle times a person may choose, in minutes, and the one chosen for them. */
export const LOCK_IDLE_MINUTES = [1, 5, 15] as const;
export type LockIdleMinutes = (typeof LOCK_IDLE_MINUTES)[number];
export const DEFAULT_LOCK_IDLE_MINUTES: LockIdleMinutes = 5;

/** A PIN is 4 to 8 digits; anything else is a passphrase, of at least this many characters. */
export const PIN_MIN_DIGITS = 4;
export const PIN_MAX_DIGITS = 8;
export const PASSPHRASE_MIN_LENGTH = 8;

/** Wrong PINs before a device forgets an account's key (never a guest's). */
export const LOCK_FORGET_AFTER_FAILURES = 10;

/** The lock screen's title (the web app's `app-lock:screen.title`, which a test keeps equal). */
export const LOCKED_TITLE: Record<Language, string> = { en: 'Locked', ar: 'مقفل' };

/**
 * The app shell as a device with a lock gets it, before any script runs: the lock screen's title,
 * the page's language, and nothing in the head that names Waha or shows its icon, so that the
 * browser's tab paints nothing of Waha before the lock screen (docs/device-data.md). Used by the
 * server and by the service worker, which serves the stored shell.
 */
export function lockedPage(shell: string, language: Language): string {
  return shellWithoutBrand(shellInLanguage(shell, language)).replace(
    /<title>[^<]*<\/title>/,
    // An empty icon: no Waha icon, and no request for /favicon.ico (a 404 in the console).
    `<link rel="icon" href="data:," />\n    <title>${LOCKED_TITLE[language]}</title>`,
  );
}
