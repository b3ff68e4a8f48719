import {
  declarationOf,
  presentKeys,
  readItem,
  removeItem,
  writeItem,
  type DeviceKey,
  type StorageArea,
} from '../platform/device-storage';
import { decryptJson, encryptJson } from '../crypto/record-cipher';
import { deleteVault, readVault, writeVault } from './lock-store';

/**
 * With a lock set, the personal entries of `localStorage` and `sessionStorage` (drafts, a guest's
 * answers and ratings, the signed-in mark) are readable only while the app is open on screen:
 * whenever it is hidden or locked they are sealed, encrypted under the lock's key, into IndexedDB
 * and removed from storage; unlocked and on screen again, they are put back.
 *
 * Which entries are personal is the storage door's registry (lib/platform/device-storage.ts):
 * exactly the keys declared `personal` are sealed, and the `setting`s stay readable (the language
 * of the lock screen, whether a lock is set). Nothing can be kept in storage without a class, as
 * the door refuses undeclared keys and lint refuses storage anywhere else.
 */

const VAULT_LABEL = 'device-vault';
const AREAS = ['local', 'session'] as const satisfies readonly StorageArea[];

type Entries = Record<string, string>;
type Sealed = Record<StorageArea, Entries>;

function personalEntries(area: StorageArea): Entries {
  const entries: Entries = {};
  for (const key of presentKeys(area, 'personal')) {
    const value = readItem(key);
    if (value !== null) entries[key] = value;
  }
  return entries;
}

/** Null where storage is blocked: nothing to seal or put back. */
function personalNow(): Sealed | null {
  try {
    return { local: personalEntries('local'), session: personalEntries('session') };
  } catch {
    return null;
  }
}

/**
 * The key of a sealed entry, when the registry still declares it personal in that area. A vault
 * sealed by an earlier version may hold an entry no code reads any more: it is not put back.
 */
function personalKey(area: StorageArea, name: string): DeviceKey | null {
  const declared = declarationOf(name);
  return declared?.area === area && declared.class === 'personal' ? (name as DeviceKey) : null;
}

async function readSealed(key: CryptoKey, owner: string): Promise<Sealed> {
  const sealed = await readVault();
  if (!sealed) return { local: {}, session: {} };
  return decryptJson<Sealed>(key, VAULT_LABEL, owner, sealed);
}

// One seal or open at a time: hiding and showing the page quickly must not interleave them.
let queue: Promise<unknown> = Promise.resolve();
function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const next = queue.then(work, work);
  queue = next.catch(() => undefined);
  return next;
}

/**
 * Seals the personal entries into the vault (over what it already holds) and then removes them
 * from storage: nothing is removed before its encrypted copy is stored.
 */
export function sealStorage(key: CryptoKey, owner: string): Promise<void> {
  return inTurn(async () => {
    const now = personalNow();
    if (!now) return;
    if (Object.keys(now.local).length === 0 && Object.keys(now.session).length === 0) return;
    const before = await readSealed(key, owner);
    const merged: Sealed = {
      local: { ...before.local, ...now.local },
      session: { ...before.session, ...now.session },
    };
    await writeVault(await encryptJson(key, VAULT_LABEL, owner, merged));
    for (const area of AREAS) {
      for (const name of Object.keys(now[area])) removeItem(name as DeviceKey);
    }
  });
}

/**
 * Puts the sealed entries back and empties the vault. An entry written since (the page was killed
 * on screen, or wrote while hidden) is newer and stays.
 */
export function openStorage(key: CryptoKey, owner: string): Promise<void> {
  return inTurn(async () => {
    const sealed = await readSealed(key, owner);
    // Where storage is blocked nothing can be put back (nor was anything kept to seal). A write
    // that fails otherwise (storage full) throws before the vault is deleted.
    if (personalNow()) {
      for (const area of AREAS) {
        for (const [name, value] of Object.entries(sealed[area])) {
          const entry = personalKey(area, name);
          if (entry && readItem(entry) === null) writeItem(entry, value);
        }
      }
    }
    await deleteVault();
  });
}
