import { onApiLocked, setUnlockSecret } from '../platform/api-client';
import { onQuickExit } from '../session/quick-exit';
import { forgetSessionMemory, queryClient } from '../session/session';
import { mediaPlaying, watchIdle } from './idle-watch';
import { lockMarked, markLock } from './lock-mark';
import type { LockEntry } from './lock-store';

// Loaded only where a lock is set: a device without one never needs the vault's code.
const vault = () => import('./storage-vault');
const sealVault = (key: CryptoKey, label: string) =>
  vault()
    .then(({ sealStorage }) => sealStorage(key, label))
    .catch(() => undefined);
const openVault = (key: CryptoKey, label: string) =>
  vault()
    .then(({ openStorage }) => openStorage(key, label))
    // A vault that does not open (another owner's, damaged) stays as it is; the app still opens.
    .catch(() => undefined);

/**
 * The app lock's state in this page: `off` (no lock set), `locked` (only the lock screen is
 * drawn, nothing personal is in memory) or `open` (unlocked; the lock's key is held in memory to
 * seal storage whenever the page is hidden). main.tsx draws the lock screen or the app from it.
 */
export type LockStatus = 'off' | 'locked' | 'open';

// Every cold start with a lock set starts locked.
let status: LockStatus = lockMarked() ? 'locked' : 'off';
/** While open: the key that seals storage (the account's data key or the guest's key). */
let openKey: CryptoKey | null = null;
let ownerLabel = '';
let stopWatching: (() => void) | null = null;
let stopQuickExitLock: (() => void) | null = null;
let holds = 0;
const listeners = new Set<() => void>();

export function lockStatus(): LockStatus {
  return status;
}

/** For useSyncExternalStore. */
export function subscribeLockStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function setStatus(next: LockStatus): void {
  if (next === status) return;
  status = next;
  for (const listener of listeners) listener();
}

/** The label that binds the lock's wrap and vault to their owner. */
export function ownerLabelOf(entry: Pick<LockEntry, 'owner'>): string {
  return entry.owner.type === 'account' ? `account:${entry.owner.accountId}` : 'guest';
}

/**
 * Keeps the app open while something must not be interrupted (a group being led); returns the
 * function that lets go. Narration or a video playing holds it too, without asking.
 */
export function holdLock(): () => void {
  holds += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds -= 1;
  };
}

function blank(hidden: boolean): void {
  document.documentElement.hidden = hidden;
}

/** The app is unlocked with `key`: storage is opened and the idle time starts. */
export async function openWith(key: CryptoKey, entry: LockEntry): Promise<void> {
  openKey = key;
  ownerLabel = ownerLabelOf(entry);
  await openVault(key, ownerLabel);
  stopWatching?.();
  stopWatching = watchIdle({
    idleMs: entry.idleMinutes * 60_000,
    onIdle: () => void lockNow(),
    onHidden: () => {
      // At once, so the recent-apps picture shows nothing personal; sealed meanwhile.
      blank(true);
      if (openKey) void sealVault(openKey, ownerLabel);
    },
    onShown: () => {
      blank(false);
      if (openKey) void openVault(openKey, ownerLabel);
    },
    isBusy: () => holds > 0 || mediaPlaying(),
  });
  stopQuickExitLock?.();
  stopQuickExitLock = onQuickExit(() => void lockEverywhere());
  setStatus('open');
}

/**
 * Locks now: the app is taken off the screen (main.tsx unmounts it when the status changes), the
 * query cache and the data key leave memory, and the personal entries of storage are sealed.
 * Resolves once they are.
 */
export async function lockNow(): Promise<void> {
  if (status !== 'open') return;
  const key = openKey;
  const label = ownerLabel;
  openKey = null;
  setUnlockSecret(null);
  stopWatching?.();
  stopWatching = null;
  stopQuickExitLock?.();
  stopQuickExitLock = null;
  setStatus('locked');
  queryClient.clear();
  forgetSessionMemory();
  blank(false);
  if (key) await sealVault(key, label);
}

/*
 * Every tab of the app on this device: a lock the person asks for in one (the profile's "Lock now",
 * a quick exit) locks them all, and a tab opened before a lock was set is locked too. The idle time
 * stays each tab's own: a tab left in the background must not lock the one in use.
 */
const LOCK_MESSAGE = 'lock';
// Only in a browser: in the build's prerender (Node) an open channel would keep the process alive.
const tabs =
  typeof window === 'undefined' || typeof BroadcastChannel === 'undefined'
    ? null
    : new BroadcastChannel('waha-lock');
/** A lock set elsewhere (another tab, or found sealed at the start): this page locks too. */
function lockFromOff(): void {
  queryClient.clear();
  forgetSessionMemory();
  setUnlockSecret(null);
  setStatus('locked');
}

tabs?.addEventListener('message', (event: MessageEvent) => {
  if (event.data !== LOCK_MESSAGE) return;
  if (status === 'open') void lockNow();
  else if (status === 'off' && lockMarked()) lockFromOff();
});

// The server refused this session for want of the unlock secret: a lock was set in another tab
// since this one started (docs/device-data.md). It locks too; the PIN opens it with the secret.
onApiLocked(() => {
  if (status === 'open') void lockNow();
  else if (status === 'off') {
    markLock(true);
    lockFromOff();
  }
});

/**
 * Whether IndexedDB holds a lock entry, without creating the database when there is none (the
 * upgrade that would make an empty one is aborted). Plain IndexedDB: the app shell carries no
 * wrapper library for this one look.
 */
function lockEntryKept(): Promise<boolean> {
  return new Promise((resolve) => {
    let request: IDBOpenDBRequest;
    try {
      request = indexedDB.open('waha-lock');
    } catch {
      resolve(false);
      return;
    }
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onerror = () => resolve(false);
    request.onsuccess = () => {
      const db = request.result;
      const done = (found: boolean) => {
        db.close();
        resolve(found);
      };
      try {
        const count = db.transaction('lock').objectStore('lock').count();
        count.onsuccess = () => done(count.result > 0);
        count.onerror = () => done(false);
      } catch {
        done(false);
      }
    };
  });
}

/**
 * "Locked" is decided by what is sealed, not by the readable mark alone (docs/device-data.md): a
 * page started without the mark looks for a lock entry before anything of the account is asked
 * for, and locks (and puts the mark back) when it finds one, so deleting the mark opens nothing.
 */
const lockChecked: Promise<void> =
  status !== 'off' || typeof indexedDB === 'undefined'
    ? Promise.resolve()
    : lockEntryKept().then((found) => {
        if (found && status === 'off') {
          markLock(true);
          lockFromOff();
        }
      });

/** Resolves, once the look for a sealed lock is done, whether the app may ask for the session. */
export async function mayAskForSession(): Promise<boolean> {
  await lockChecked;
  return status !== 'locked';
}

/** Locks this tab and every other tab of the app on this device. */
export async function lockEverywhere(): Promise<void> {
  tabs?.postMessage(LOCK_MESSAGE);
  await lockNow();
}

/** No lock any more (turned off, forgotten, signed out): the app runs as without one. */
export function endLock(): void {
  openKey = null;
  setUnlockSecret(null);
  stopWatching?.();
  stopWatching = null;
  stopQuickExitLock?.();
  stopQuickExitLock = null;
  setStatus('off');
}

/** The key held while open (to turn the lock off or change it), or null. */
export function heldKey(): CryptoKey | null {
  return openKey;
}

// A page restored from the back-forward cache runs no script again: it only gets `pageshow`.
if (typeof window !== 'undefined') {
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) void lockNow();
  });
}
