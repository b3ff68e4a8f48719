/**
 * The one door to `localStorage` and `sessionStorage` (docs/architecture.md, "One storage door").
 * Every entry the app keeps there is declared below, once, with its storage and its class:
 *
 * - `personal`: reveals use or content (drafts, answers, ratings, the place reached, the marks
 *   that reveal an account). With an app lock set, the lock's vault (lib/app-lock/storage-vault.ts)
 *   seals exactly these whenever the app is hidden or locked, and puts them back on unlock.
 * - `setting`: says nothing about a person and must stay readable while locked (the language of
 *   the lock screen, the lock's own mark, a quick exit's mark, choices about the app itself).
 *
 * Nothing else in the app touches storage (lint refuses it), so nothing can be kept that the lock
 * does not know about: a key not declared here is a type error, and throws if forced through.
 * docs/device-data.md lists the same table (device-storage.test.ts keeps the two equal).
 */

export type StorageArea = 'local' | 'session';
export type KeyClass = 'personal' | 'setting';

interface Declared {
  readonly area: StorageArea;
  readonly class: KeyClass;
}

/** Single entries, by the name they have on the device (never change a name: users' data is under it). */
export const DEVICE_KEYS = {
  /** The chosen language (also cookie `waha_lang`): the lock screen speaks it. */
  'waha.language': { area: 'local', class: 'setting' },
  /** Quick exit turned off ("off"); absent means on. */
  'waha.quickExit': { area: 'local', class: 'setting' },
  /** The install offer was declined ("dismissed"). */
  'waha.installPrompt': { area: 'local', class: 'setting' },
  /** Persistent storage was asked for once (offline media). */
  'waha.persistAsked': { area: 'local', class: 'setting' },
  /** The voice input's notice was read ("read"). */
  'waha.voice-input-notice': { area: 'local', class: 'setting' },
  /** The lock's readable mark ("1"), read before the first paint (also cookie `waha_lock`). */
  'waha.lock': { area: 'local', class: 'setting' },
  /** A signed-in account uses this device ("1"). */
  'waha.signedIn': { area: 'local', class: 'personal' },
  /** A guest has started here ("1"). */
  'waha.guest': { area: 'local', class: 'personal' },
  /** A guest's onboarding answers (JSON). */
  'waha.onboarding': { area: 'local', class: 'personal' },
  /** A guest's chosen feelings in finger breathing (JSON). */
  'waha.feelings': { area: 'local', class: 'personal' },
  /** A guest's coloured mandalas (JSON). */
  'waha.mandala': { area: 'local', class: 'personal' },
  /** A guest's ratings and practice, encrypted under the guest progress key. */
  'waha.progress': { area: 'local', class: 'personal' },
  /** A guest's ratings as kept before `waha.progress` (read once, then removed). */
  'waha.distress-checks': { area: 'local', class: 'personal' },
  /** The Arabic recording a guest chose (`female`, `male`): it tells a form of address. */
  'waha.narrationVoice': { area: 'local', class: 'personal' },
  /** The Arabic recording a group leader chose (`female`, `male`). */
  'waha.groupVoice': { area: 'local', class: 'personal' },
  /** This tab left by quick exit ("1"): Back leaves again at once. */
  'waha.left': { area: 'session', class: 'setting' },
  /** This tab reloaded once after a screen's code failed to load. */
  'waha.reloadedAfterLoadError': { area: 'session', class: 'setting' },
  /** The stage reached in positive imagery. */
  'waha.positive-imagery.stage': { area: 'session', class: 'personal' },
  /** The step reached by a guest in personal sources. */
  'waha.personal-sources.step': { area: 'session', class: 'personal' },
  /**
   * TanStack Router's scroll positions (its `storageKey`; the router writes it itself). Its keys
   * can be the addresses visited, so it is sealed with the rest.
   */
  'tsr-scroll-restoration-v1_3': { area: 'session', class: 'personal' },
} as const satisfies Record<string, Declared>;

/** Families of entries: every name that starts with the prefix. */
export const DEVICE_KEY_FAMILIES = {
  /** Texts typed but not yet saved, one per text box (forgotten on log out). */
  'waha.draft.': { area: 'session', class: 'personal' },
  /** The phase of an exercise and its ratings, per exercise. */
  'waha.flow.': { area: 'session', class: 'personal' },
  /** The step reached in a stepped exercise, per exercise. */
  'waha.step.': { area: 'session', class: 'personal' },
  /**
   * TanStack Router's own once-per-message reload mark, set for it by lib/platform/chunk-reload.ts
   * so that the app's guard alone decides (the text of a load error, nothing about a person).
   */
  'tanstack_router_reload:': { area: 'session', class: 'setting' },
} as const satisfies Record<string, Declared>;

export type DeviceKeyName = keyof typeof DEVICE_KEYS;
export type DeviceKeyFamily = keyof typeof DEVICE_KEY_FAMILIES;

declare const declared: unique symbol;
/**
 * A name on the device that the registry declares. Only `deviceKey` and `familyKey` make one, so a
 * plain string (a key spelt by hand) is a type error wherever a `DeviceKey` is asked for.
 */
export type DeviceKey = string & { readonly [declared]: true };

/** A single entry's key. */
export function deviceKey(name: DeviceKeyName): DeviceKey {
  return checked(name);
}

/** The key of one member of a family (`familyKey('waha.draft.', 'diary')` is `waha.draft.diary`). */
export function familyKey(family: DeviceKeyFamily, member: string): DeviceKey {
  return checked(`${family}${member}`);
}

/** What the registry declares for a name on the device, or null for a name it does not know. */
export function declarationOf(name: string): Declared | null {
  if (Object.hasOwn(DEVICE_KEYS, name)) return DEVICE_KEYS[name as DeviceKeyName];
  for (const [prefix, family] of Object.entries(DEVICE_KEY_FAMILIES)) {
    if (name.startsWith(prefix) && name.length > prefix.length) return family;
  }
  return null;
}

function checked(name: string): DeviceKey {
  if (!declarationOf(name)) {
    throw new Error(
      `"${name}" is not declared in lib/platform/device-storage.ts: declare it there (personal or setting) first`,
    );
  }
  return name as DeviceKey;
}

/** The browser's storage for an area. Like the globals, throws where storage is blocked. */
function storageFor(area: StorageArea): Storage {
  // eslint-disable-next-line no-restricted-globals -- this module is the door
  return area === 'local' ? localStorage : sessionStorage;
}

function areaOf(key: DeviceKey): StorageArea {
  const found = declarationOf(key);
  // Reached only by a string cast to DeviceKey: refuse it rather than keep it unsealed.
  if (!found) throw new Error(`"${key}" is not declared in lib/platform/device-storage.ts`);
  return found.area;
}

/** The entry's value, or null. Throws where storage is blocked, as `getItem` does. */
export function readItem(key: DeviceKey): string | null {
  return storageFor(areaOf(key)).getItem(key);
}

/** Keeps a value. Throws where storage is blocked or full, as `setItem` does. */
export function writeItem(key: DeviceKey, value: string): void {
  storageFor(areaOf(key)).setItem(key, value);
}

export function removeItem(key: DeviceKey): void {
  storageFor(areaOf(key)).removeItem(key);
}

/** The declared keys of one area present on the device now, of one class or of both. */
export function presentKeys(area: StorageArea, keyClass?: KeyClass): DeviceKey[] {
  const storage = storageFor(area);
  const names: DeviceKey[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const name = storage.key(index);
    const found = name === null ? null : declarationOf(name);
    if (!found || found.area !== area || (keyClass && found.class !== keyClass)) continue;
    names.push(name as DeviceKey);
  }
  return names;
}

/** Removes every member of a family present on the device. */
export function removeFamily(family: DeviceKeyFamily): void {
  const { area } = DEVICE_KEY_FAMILIES[family];
  for (const key of presentKeys(area)) if (key.startsWith(family)) removeItem(key);
}

/**
 * Empties this tab's sessionStorage, everything in it (quick exit): the router's own entries too,
 * which the registry does not own.
 */
export function clearTabStorage(): void {
  storageFor('session').clear();
}
