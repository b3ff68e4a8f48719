import type { DBSchema } from 'idb';
import { lazyDatabase } from '../platform/idb-connection';
import { decryptJson, encryptJson } from './record-cipher';

/**
 * Keeps the data key on this device until log out (DESIGN.md, protocol v1, step 4), so a reload
 * does not ask for the password again. IndexedDB stores the `CryptoKey` object itself: structured
 * cloning keeps it non-extractable, so script on the page can use the key but never read it out.
 *
 * Beside it, a copy of the session (the account and its wrapped key), encrypted with that data
 * key, so that a person who opens the app offline is still themselves: their screens read the
 * records kept on this device, and what they save waits in the outbox until the server is back.
 */

interface SessionCopy {
  accountId: string;
  /** `encryptJson(dataKey, SESSION_LABEL, accountId, session)`. */
  sealed: string;
}

interface KeysDb extends DBSchema {
  keys: { key: string; value: CryptoKey };
  session: { key: string; value: SessionCopy };
}

const DB_NAME = 'waha-keys';
const STORE = 'keys';
const SESSION_STORE = 'session';
/** The one entry of the session store: the person signed in on this device. */
const CURRENT = 'current';
/** Not a record kind, so a record can never pass for the copy, nor the copy for a record. */
const SESSION_LABEL = 'device-session';

const database = lazyDatabase<KeysDb>(DB_NAME, 2, (db, oldVersion) => {
  if (oldVersion < 1) db.createObjectStore(STORE);
  if (oldVersion < 2) db.createObjectStore(SESSION_STORE);
});

/** Stores the data key of `accountId`. Refuses an extractable key: that one must not persist. */
export async function saveDeviceKey(accountId: string, dataKey: CryptoKey): Promise<void> {
  if (dataKey.extractable)
    throw new TypeError('Only a non-extractable key may be kept on the device');
  await (await database()).put(STORE, dataKey, accountId);
}

export async function loadDeviceKey(accountId: string): Promise<CryptoKey | null> {
  const key = await (await database()).get(STORE, accountId);
  return key instanceof CryptoKey ? key : null;
}

/** Keeps (or replaces) the encrypted copy of the session of the account `dataKey` opens. */
export async function saveSessionCopy<T>(
  accountId: string,
  dataKey: CryptoKey,
  session: T,
): Promise<void> {
  const sealed = await encryptJson(dataKey, SESSION_LABEL, accountId, session);
  await (await database()).put(SESSION_STORE, { accountId, sealed }, CURRENT);
}

/**
 * The session kept on this device with its data key, or null when there is none, its key is gone,
 * or it does not open (altered, or written under another key). The shape is the caller's to check.
 */
export async function loadSessionCopy(
  openKey?: CryptoKey,
): Promise<{ session: unknown; dataKey: CryptoKey } | null> {
  const copy = await (await database()).get(SESSION_STORE, CURRENT);
  if (!copy) return null;
  // With an app lock the key is not kept open on the device: the unlocked one is passed in.
  const dataKey = openKey ?? (await loadDeviceKey(copy.accountId));
  if (!dataKey) return null;
  try {
    const session = await decryptJson(dataKey, SESSION_LABEL, copy.accountId, copy.sealed);
    return { session, dataKey };
  } catch {
    return null;
  }
}

/** Forgets the open copy of one account's data key, keeping its session copy (app lock). */
export async function forgetDeviceKey(accountId: string): Promise<void> {
  await (await database()).delete(STORE, accountId);
}

/** Forgets every data key and the session copy kept on this device (log out). */
export async function clearDeviceKeys(): Promise<void> {
  const db = await database();
  await Promise.all([db.clear(STORE), db.clear(SESSION_STORE)]);
}
