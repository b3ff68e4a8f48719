import type { LockIdleMinutes } from '@waha/shared/app-lock';
import type { KdfParams } from '@waha/shared';
import type { DBSchema } from 'idb';
import { lazyDatabase } from '../platform/idb-connection';
import type { SealedUnlockSecret } from './unlock-secret';

/**
 * What the app lock keeps in IndexedDB (`waha-lock`, docs/device-data.md): the lock itself (the
 * key wrapped under the PIN and the device key, and the wrong-PIN count), the device key, and the
 * sealed copy of the browser storage's personal entries.
 */

/** Whose key the lock holds: an account's data key, or a key made for a guest's device data. */
export type LockOwner = { type: 'account'; accountId: string } | { type: 'guest' };

/** `password`: the account's own password, asked each time Waha opens (accounts only). */
export type LockSecretKind = 'pin' | 'passphrase' | 'password';

export interface LockEntry {
  owner: LockOwner;
  secret: LockSecretKind;
  /** Argon2id salt and parameters of the PIN or passphrase. */
  salt: string;
  kdf: KdfParams;
  /** The key wrapped under the PIN's key, then encrypted under the device key (lock-keys.ts). */
  wrappedKey: string;
  idleMinutes: LockIdleMinutes;
  /** Wrong PINs in a row on this device. */
  failures: number;
  /** No try is checked before this time (ms since the epoch). */
  blockedUntil: number;
  /** When the last try was counted (ms since the epoch): a clock set back before it is seen. */
  lastTryAt?: number;
  /** An account's unlock secret, sealed under its data key (unlock-secret.ts). */
  unlock?: SealedUnlockSecret;
}

interface LockDb extends DBSchema {
  lock: { key: string; value: LockEntry };
  device: { key: string; value: CryptoKey };
  vault: { key: string; value: string };
}

const CURRENT = 'current';
const DEVICE_KEY = 'key';

const database = lazyDatabase<LockDb>('waha-lock', 1, (db) => {
  db.createObjectStore('lock');
  db.createObjectStore('device');
  db.createObjectStore('vault');
});

export async function readLock(): Promise<LockEntry | null> {
  return (await (await database()).get('lock', CURRENT)) ?? null;
}

export async function writeLock(entry: LockEntry): Promise<void> {
  await (await database()).put('lock', entry, CURRENT);
}

/**
 * Reads the entry and writes what `change` makes of it in one read-write transaction: IndexedDB
 * runs such transactions on one store one after another, in every tab of the origin, so no other
 * tab reads the entry between this read and this write (the wrong-PIN count, attempts.ts).
 * `change` returns the new entry (or null to leave it) and what to resolve with.
 */
export async function changeLock<T>(
  change: (entry: LockEntry | null) => { next: LockEntry | null; result: T },
): Promise<T> {
  const tx = (await database()).transaction('lock', 'readwrite');
  const { next, result } = change((await tx.store.get(CURRENT)) ?? null);
  if (next) await tx.store.put(next, CURRENT);
  await tx.done;
  return result;
}

/**
 * This device's own key: a random AES-GCM key that never leaves the browser's storage (it is not
 * extractable), so a wrapped key copied to another device cannot be tried there without it.
 */
export async function deviceKey(): Promise<CryptoKey> {
  const db = await database();
  const kept = await db.get('device', DEVICE_KEY);
  if (kept instanceof CryptoKey) return kept;
  const made = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
    'encrypt',
    'decrypt',
  ]);
  await db.put('device', made, DEVICE_KEY);
  return made;
}

export async function readVault(): Promise<string | null> {
  return (await (await database()).get('vault', CURRENT)) ?? null;
}

export async function writeVault(sealed: string): Promise<void> {
  await (await database()).put('vault', sealed, CURRENT);
}

export async function deleteVault(): Promise<void> {
  await (await database()).delete('vault', CURRENT);
}

/** Forgets the lock, the device key and the vault. */
export async function clearLockStore(): Promise<void> {
  const db = await database();
  await Promise.all([db.clear('lock'), db.clear('device'), db.clear('vault')]);
}
