import { deviceKey, presentKeys, removeItem, type StorageArea } from '../platform/device-storage';
import { markLock } from './lock-mark';
import { clearLockStore, readLock } from './lock-store';
import { endLock } from './lock-state';

/** The guest's ratings key (`exercise-kit/records/device-progress.ts`): only a guest's. */
const GUEST_DATABASE = 'waha-guest';
/** An account's mark on this device: never a guest's to delete. */
const ACCOUNT_MARK = deviceKey('waha.signedIn');

/** Every entry the storage door declares personal, but an account's mark. */
function removePersonalEntries(area: StorageArea): void {
  for (const key of presentKeys(area, 'personal')) if (key !== ACCOUNT_MARK) removeItem(key);
}

function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(name);
    // Blocked by another tab that holds it open: it is deleted once that tab lets go.
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
}

/**
 * "Forgot it? Start again on this phone", for a guest's lock only (content review 3, §5 item 3): a
 * guest has no password to fall back on, and being locked out of every exercise and the emergency
 * sentence is the greater harm. It removes the lock and deletes what the guest kept on this device
 * (the sealed vault and any personal storage entry: answers, ratings, drafts, the ratings' key),
 * none of which it could read. An account's data is never touched: the outbox and records cache
 * stay, and an account's lock is left alone (it has "Sign in with your password"). The exercises,
 * their offline recordings and the settings stay.
 */
export async function startAgainAsGuest(): Promise<boolean> {
  const entry = await readLock();
  if (entry?.owner.type !== 'guest') return false;
  await clearLockStore();
  for (const area of ['local', 'session'] as const) removePersonalEntries(area);
  await deleteDatabase(GUEST_DATABASE);
  markLock(false);
  endLock();
  return true;
}
