import type { DBSchema } from 'idb';
import { lazyDatabase } from '../idb-connection';

/**
 * Keeps the data key on this device until log out (DESIGN.md, protocol v1, step 4), so a reload
 * does not ask for the password again. IndexedDB stores the `CryptoKey` object itself: structured
 * cloning keeps it non-extractable, so script on the page can use the key but never read it out.
 */

interface KeysDb extends DBSchema {
  keys: { key: string; value: CryptoKey };
}

const DB_NAME = 'waha-keys';
const STORE = 'keys';

const database = lazyDatabase<KeysDb>(DB_NAME, 1, (db) => {
  db.createObjectStore(STORE);
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

/** Forgets every data key kept on this device (log out). */
export async function clearDeviceKeys(): Promise<void> {
  await (await database()).clear(STORE);
}
