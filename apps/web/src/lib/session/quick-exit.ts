/**
 * Quick exit: leave Waha at once for a neutral website, for someone who may be in danger if their
 * use is discovered. One implementation for the app (components/quick-exit-button.tsx) and for the
 * prerendered front page (src/landing-page.ts), so this file imports nothing but the storage door
 * (which imports nothing).
 *
 * What it does, in order: hides the page (on a slow network the neutral site may take seconds to
 * arrive, and Waha must not stay on screen meanwhile), runs the cleanups the app registered (the
 * server-state cache), clears sessionStorage, and navigates with `location.replace`, which puts the
 * neutral site in place of the current history entry, so Back from it does not return to the screen
 * that was open. Earlier entries of the same visit stay in the browser's history (a page cannot
 * remove them); their titles are neutral ("Profile", "Content"…) and their URLs hold nothing
 * personal, and a mark in this tab's sessionStorage makes Waha leave again at once if Back or
 * Forward brings it back (`leaveAgainIfReturned`). It does not log out and does not touch the
 * encrypted data kept on this device; with an app lock set, it locks (the lock registers that as a
 * cleanup), so the next visit opens on the lock screen. The neutral page follows the interface
 * language, or is the organisation's own for that language (`quickExitTarget`).
 */

import {
  clearTabStorage,
  deviceKey,
  readItem,
  removeItem,
  writeItem,
} from '../platform/device-storage';

/**
 * Where quick exit goes unless the organisation set its own page: a widely used site that draws no
 * attention, in the interface language. A navigation, not a request.
 */
export const NEUTRAL_SITES = {
  en: 'https://www.google.com/',
  ar: 'https://www.google.com/?hl=ar',
} as const;
export const NEUTRAL_SITE = NEUTRAL_SITES.en;

/** The built-in neutral page for a language (English for any other). */
export function neutralSiteFor(language: string): string {
  return language === 'ar' ? NEUTRAL_SITES.ar : NEUTRAL_SITES.en;
}

/** The chosen language's key (lib/i18n/languages.ts reads the same one). */
export const LANGUAGE_KEY = deviceKey('waha.language');
/**
 * The server data block's id (packages/shared/src/server-data.ts), written out: this file is part
 * of the page's first script, which must stay free of the app's modules (quick-exit-target.test.ts
 * holds them equal).
 */
export const SERVER_DATA_ID = 'waha-server-data';

/**
 * The interface language: the one chosen on this device, else the page's (a prerendered page is
 * served in its cookie's language; the app shell says "en" until the app has started).
 */
function pageLanguage(): string {
  try {
    const chosen = readItem(LANGUAGE_KEY);
    if (chosen) return chosen;
  } catch {
    // Blocked storage: the page's own language.
  }
  return document.documentElement.lang;
}

/** The organisation's page for `language` (`WAHA_ORG_CONFIG`, docs/server-data.md), if any. */
function organisationsPage(language: string): string | null {
  try {
    const block = document.getElementById(SERVER_DATA_ID)?.textContent;
    if (!block) return null;
    const data = JSON.parse(block) as { org?: { quickExit?: Record<string, unknown> } };
    const address = data.org?.quickExit?.[language];
    // The server accepts https only; a page is never left for anything else.
    return typeof address === 'string' && address.startsWith('https://') ? address : null;
  } catch {
    return null;
  }
}

/** Where quick exit goes now: the organisation's page in the interface language, else Waha's. */
export function quickExitTarget(): string {
  const language = pageLanguage();
  return organisationsPage(language) ?? neutralSiteFor(language);
}

/** The device-only setting; the value 'off' turns quick exit off. */
export const QUICK_EXIT_SETTING_KEY = deviceKey('waha.quickExit');

/** Three presses of Escape within this time leave Waha. */
export const ESCAPE_WINDOW_MS = 1500;
const ESCAPE_PRESSES = 3;

/**
 * An Escape pressed while one of these is open belongs to it (it closes a dialog, a menu or a
 * list of choices), so it does not count and starts the count again.
 */
const OVERLAY_SELECTOR = [
  'dialog[open]',
  '[role="dialog"]',
  '[role="alertdialog"]',
  '[aria-modal="true"]',
  '[role="menu"]',
  // A menu, list of choices or other popup opened by its trigger (the trigger says it is open).
  '[aria-haspopup]:not([aria-haspopup="false"])[aria-expanded="true"]',
].join(',');

export function isQuickExitEnabled(): boolean {
  try {
    return readItem(QUICK_EXIT_SETTING_KEY) !== 'off';
  } catch {
    return true;
  }
}

const settingListeners = new Set<() => void>();

export function setQuickExitEnabled(enabled: boolean): void {
  try {
    if (enabled) removeItem(QUICK_EXIT_SETTING_KEY);
    else writeItem(QUICK_EXIT_SETTING_KEY, 'off');
  } catch {
    // Without storage the setting cannot be kept; quick exit stays on, the safer default.
  }
  for (const listener of settingListeners) listener();
}

/** For useSyncExternalStore: told when the setting changes here or in another tab. */
export function subscribeQuickExitSetting(listener: () => void): () => void {
  settingListeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === QUICK_EXIT_SETTING_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    settingListeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const cleanups = new Set<() => void>();

/** Registers something to forget from memory before leaving; returns a function to unregister. */
export function onQuickExit(cleanup: () => void): () => void {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

/** Leaves Waha now. */
export function quickExit(): void {
  // Hidden at once: the cleanups below take a moment, and Waha must not stay on screen.
  document.documentElement.hidden = true;
  // A voice or video stops at once, not when the neutral site arrives.
  for (const media of document.querySelectorAll('audio, video')) {
    if (media instanceof HTMLMediaElement) media.pause();
  }
  for (const cleanup of cleanups) {
    try {
      cleanup();
    } catch {
      // Leaving matters more than tidying up.
    }
  }
  try {
    clearTabStorage();
    writeItem(LEFT_MARK_KEY, '1');
  } catch {
    // No storage: nothing to clear, and no mark (Back may then show an earlier screen).
  }
  leave();
}

/** This tab's mark that Waha was left by quick exit (tab-scoped; gone when the tab closes). */
export const LEFT_MARK_KEY = deviceKey('waha.left');

function leave(): void {
  document.documentElement.hidden = true;
  // The tab strip and the recent-apps list show the title until the neutral site arrives.
  document.title = '';
  window.location.replace(quickExitTarget());
}

function leftByQuickExit(): boolean {
  try {
    return readItem(LEFT_MARK_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Run first on every page load, before anything is shown. When this tab left Waha by quick exit
 * and Back or Forward brought an earlier screen back (loaded again, or restored from the browser's
 * page cache), it leaves again at once and returns true: the caller then shows nothing. Any other
 * way in (an address typed, a link, a reload) is a fresh visit: the mark is removed.
 */
export function leaveAgainIfReturned(): boolean {
  if (!leftByQuickExit()) return false;
  const [entry] = performance.getEntriesByType('navigation');
  if (entry && 'type' in entry && entry.type === 'back_forward') {
    leave();
    return true;
  }
  try {
    removeItem(LEFT_MARK_KEY);
  } catch {
    // Unreachable in practice: reading it just worked.
  }
  return false;
}

// A page restored from the back-forward cache runs no script again; it only gets `pageshow`.
if (typeof window !== 'undefined') {
  window.addEventListener('pageshow', (event) => {
    if (event.persisted && leftByQuickExit()) leave();
  });
}

function overlayIsOpen(): boolean {
  return document.querySelector(OVERLAY_SELECTOR) !== null;
}

let listening = 0;
let presses: number[] = [];

function onKeyDown(event: KeyboardEvent): void {
  if (event.key !== 'Escape' || event.repeat) return;
  // Capture phase: the dialog has not closed yet, so an Escape meant for it is seen as such.
  if (overlayIsOpen() || !isQuickExitEnabled()) {
    presses = [];
    return;
  }
  const now = Date.now();
  presses = [...presses.filter((time) => now - time < ESCAPE_WINDOW_MS), now];
  if (presses.length >= ESCAPE_PRESSES) {
    presses = [];
    quickExit();
  }
}

/**
 * Listens for Escape pressed three times within ESCAPE_WINDOW_MS (a held key counts once). Safe to
 * call from several places: one listener serves them all. Returns a function that stops listening.
 */
export function listenForTripleEscape(): () => void {
  if (listening === 0) window.addEventListener('keydown', onKeyDown, { capture: true });
  listening += 1;
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    listening -= 1;
    if (listening === 0) {
      window.removeEventListener('keydown', onKeyDown, { capture: true });
      presses = [];
    }
  };
}
