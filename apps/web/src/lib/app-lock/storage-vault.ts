import { decryptJson, encryptJson } from '../crypto/record-cipher';
import { deleteVault, readVault, writeVault } from './lock-store';

/**
 * With a lock set, the personal entries of `localStorage` and `sessionStorage` (drafts, a guest's
 * answers and ratings, the signed-in mark) are readable only while the app is open on screen:
 * whenever it is hidden or locked they are sealed, encrypted under the lock's key, into IndexedDB
 * and removed from storage; unlocked and on screen again, they are put back.
 *
 * Every `waha.*` entry is personal except the settings below, which say nothing about a person and
 * are needed before anything is unlocked (the language of the lock screen, whether a lock is set).
 * Listing the settings rather than the personal entries keeps a new entry private by default.
 */
export const SETTINGS_KEYS: ReadonlySet<string> = new Set([
  'waha.lock',
  'waha.language',
  'waha.quickExit',
  'waha.left',
  'waha.installPrompt',
  'waha.persistAsked',
  'waha.voice-input-notice',
  'waha.reloadedAfterLoadError',
]);

const PREFIX = 'waha.';
const VAULT_LABEL = 'device-vault';

type Entries = Record<string, string>;
interface Sealed {
  local: Entries;
  session: Entries;
}

function personalEntries(storage: Storage): Entries {
  const entries: Entries = {};
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (!key?.startsWith(PREFIX) || SETTINGS_KEYS.has(key)) continue;
    const value = storage.getItem(key);
    if (value !== null) entries[key] = value;
  }
  return entries;
}

function storages(): { local: Storage; session: Storage } | null {
  try {
    return { local: localStorage, session: sessionStorage };
  } catch {
    return null;
  }
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
    const stores = storages();
    if (!stores) return;
    const now = { local: personalEntries(stores.local), session: personalEntries(stores.session) };
    if (Object.keys(now.local).length === 0 && Object.keys(now.session).length === 0) return;
    const before = await readSealed(key, owner);
    const merged: Sealed = {
      local: { ...before.local, ...now.local },
      session: { ...before.session, ...now.session },
    };
    await writeVault(await encryptJson(key, VAULT_LABEL, owner, merged));
    for (const name of Object.keys(now.local)) stores.local.removeItem(name);
    for (const name of Object.keys(now.session)) stores.session.removeItem(name);
  });
}

/**
 * Puts the sealed entries back and empties the vault. An entry written since (the page was killed
 * on screen, or wrote while hidden) is newer and stays.
 */
export function openStorage(key: CryptoKey, owner: string): Promise<void> {
  return inTurn(async () => {
    const stores = storages();
    const sealed = await readSealed(key, owner);
    if (stores) {
      for (const [area, entries] of [
        [stores.local, sealed.local],
        [stores.session, sealed.session],
      ] as const) {
        for (const [name, value] of Object.entries(entries)) {
          if (area.getItem(name) === null) area.setItem(name, value);
        }
      }
    }
    await deleteVault();
  });
}
