import type { DBSchema } from 'idb';
import { decryptJson, encryptJson } from '@/lib/crypto/record-cipher';
import { deviceKey, readItem, removeItem, writeItem } from '@/lib/platform/device-storage';
import { lazyDatabase } from '@/lib/platform/idb-connection';
import { isDistressRating, type DistressRating } from './distress-checks';

/**
 * A guest's ratings and the exercises a guest did, kept on this device encrypted
 * (docs/device-data.md, "A guest's progress"): AES-GCM under a key made on this device, stored
 * non-extractable in IndexedDB `waha-guest`; the ciphertext sits in `localStorage` `waha.progress`,
 * where an app lock seals it like every other personal entry. Script on this page can use the key
 * but never read it out; someone who copies the whole browser profile has both (see the document's
 * "Limits").
 */
export interface DeviceProgress {
  ratings: DistressRating[];
  /** Per exercise (its slug), the times it was recorded as done without a rating. */
  done: Record<string, string[]>;
}

export const DEVICE_PROGRESS_KEY = deviceKey('waha.progress');
/** Where ratings were kept in plain form before; moved into the encrypted copy on first use. */
export const LEGACY_DISTRESS_KEY = deviceKey('waha.distress-checks');
/** The newest kept on a device: enough for months of practice, small enough for localStorage. */
export const DEVICE_MAX_RATINGS = 1000;
export const DEVICE_MAX_DONE = 500;

const LABEL = 'device-progress';
const ID = 'guest';
const EMPTY: DeviceProgress = { ratings: [], done: {} };

interface GuestDb extends DBSchema {
  key: { key: string; value: CryptoKey };
}

const database = lazyDatabase<GuestDb>('waha-guest', 1, (db) => {
  db.createObjectStore('key');
});

async function guestKey(): Promise<CryptoKey> {
  const db = await database();
  const kept = await db.get('key', 'current');
  if (kept instanceof CryptoKey) return kept;
  const made = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
    'encrypt',
    'decrypt',
  ]);
  await db.put('key', made, 'current');
  return made;
}

function legacyRatings(): DistressRating[] {
  try {
    const list: unknown = JSON.parse(readItem(LEGACY_DISTRESS_KEY) ?? '[]');
    return Array.isArray(list) ? list.filter(isDistressRating) : [];
  } catch {
    return [];
  }
}

async function read(key: CryptoKey): Promise<DeviceProgress> {
  const sealed = readItem(DEVICE_PROGRESS_KEY);
  if (!sealed) return { ratings: [], done: {} };
  try {
    const value = await decryptJson<DeviceProgress>(key, LABEL, ID, sealed);
    return {
      ratings: Array.isArray(value.ratings) ? value.ratings.filter(isDistressRating) : [],
      done: value.done && typeof value.done === 'object' ? value.done : {},
    };
  } catch {
    // Written under a key this device no longer has (its site data partly cleared): unreadable.
    return { ratings: [], done: {} };
  }
}

// One change at a time, so two saves in a row never write over each other.
let queue: Promise<unknown> = Promise.resolve();
function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const next = queue.then(work, work);
  queue = next.catch(() => undefined);
  return next;
}

/**
 * Reads, changes and writes the device's copy. Ratings still kept in plain form are taken in and
 * the plain entry is removed only after the encrypted copy is written.
 */
function change(edit: (progress: DeviceProgress) => DeviceProgress): Promise<DeviceProgress> {
  return inTurn(async () => {
    const key = await guestKey();
    const legacy = legacyRatings();
    const current = await read(key);
    const next = edit({ ...current, ratings: [...legacy, ...current.ratings] });
    const kept: DeviceProgress = {
      ratings: next.ratings.slice(-DEVICE_MAX_RATINGS),
      done: Object.fromEntries(
        Object.entries(next.done).map(([exercise, times]) => [
          exercise,
          times.slice(-DEVICE_MAX_DONE),
        ]),
      ),
    };
    if (kept.ratings.length === 0 && Object.keys(kept.done).length === 0) {
      removeItem(DEVICE_PROGRESS_KEY);
    } else {
      writeItem(DEVICE_PROGRESS_KEY, await encryptJson(key, LABEL, ID, kept));
    }
    removeItem(LEGACY_DISTRESS_KEY);
    return kept;
  });
}

/** The device's ratings and done times (taking in any plain ones first). */
export function readDeviceProgress(): Promise<DeviceProgress> {
  const hasAny = readItem(DEVICE_PROGRESS_KEY) !== null || readItem(LEGACY_DISTRESS_KEY) !== null;
  // A device with nothing kept makes no key.
  if (!hasAny) return Promise.resolve(EMPTY);
  return change((progress) => progress);
}

export function addDeviceRating(rating: DistressRating): Promise<DeviceProgress> {
  return change((progress) => ({ ...progress, ratings: [...progress.ratings, rating] }));
}

export function addDeviceDone(exercise: string, at: string): Promise<DeviceProgress> {
  return change((progress) => ({
    ...progress,
    done: { ...progress.done, [exercise]: [...(progress.done[exercise] ?? []), at] },
  }));
}

/** Forgets the device's ratings and done times (after they moved to an account, or on request). */
export function clearDeviceProgress(): Promise<DeviceProgress> {
  return change(() => ({ ratings: [], done: {} }));
}

/** Keeps only `remaining` on the device (what a move into the account did not take). */
export function keepOnlyDeviceProgress(remaining: DeviceProgress): Promise<DeviceProgress> {
  return inTurn(async () => {
    const key = await guestKey();
    writeItem(DEVICE_PROGRESS_KEY, await encryptJson(key, LABEL, ID, remaining));
    removeItem(LEGACY_DISTRESS_KEY);
    return remaining;
  });
}
