import { DEFAULT_CLIENT_KDF, type KdfParams } from '@waha/shared';
import type { LockIdleMinutes } from '@waha/shared/app-lock';
import { forgetDeviceKey, saveDeviceKey } from '../crypto/device-keys';
import { WrongKeyError } from '../crypto/errors';
import { generateDataKey } from '../crypto/keys';
import { resumeWithDataKey, signOut } from '../session/session';
import { afterRightSecret, forgetsAt, startTry, triesLeft } from './attempts';
import { markLock } from './lock-mark';
import { wrapUnderSecret, unwrapWithSecret } from './lock-keys';
import {
  changeLock,
  clearLockStore,
  deviceKey,
  readLock,
  writeLock,
  type LockEntry,
  type LockOwner,
  type LockSecretKind,
} from './lock-store';
import { endLock, heldKey, lockStatus, openWith, ownerLabelOf } from './lock-state';
import { openStorage } from './storage-vault';
import {
  clearUnlockSecretOnServer,
  holdUnlockSecret,
  openUnlockSecret,
  sealNewUnlockSecret,
} from './unlock-secret';

/** What the profile's lock settings show. */
export interface LockSettings {
  owner: LockOwner['type'];
  secret: LockSecretKind;
  idleMinutes: LockIdleMinutes;
  /** No try is checked before this time (ms since the epoch). */
  blockedUntil: number;
  /** Wrong tries an account has left; null for a guest. */
  triesLeft: number | null;
}

export async function readLockSettings(): Promise<LockSettings | null> {
  const entry = await readLock();
  if (!entry) return null;
  const { owner, secret, idleMinutes, blockedUntil } = entry;
  return { owner: owner.type, secret, idleMinutes, blockedUntil, triesLeft: triesLeft(entry) };
}

export interface SetUpLock {
  owner: LockOwner;
  secret: string;
  kind: LockSecretKind;
  idleMinutes: LockIdleMinutes;
  /**
   * An account's data key opened extractable (with the password) so it can be wrapped, and the
   * non-extractable one the app already holds. Left out for a guest: a guest's key is made here.
   */
  account?: { extractable: CryptoKey; inUse: CryptoKey };
  /** Argon2id parameters; the password's unless a test needs quicker ones. */
  kdf?: KdfParams;
}

/** A non-extractable copy of a freshly made key, for memory; the raw bytes are wiped. */
async function nonExtractableCopy(key: CryptoKey): Promise<CryptoKey> {
  const raw = new Uint8Array(await crypto.subtle.exportKey('raw', key));
  try {
    return await crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt']);
  } finally {
    raw.fill(0);
  }
}

/**
 * Opens an account's unlock secret (unlock-secret.ts) and holds it for every request; gives it to
 * the server in the background when the server does not have it yet (the lock was set offline,
 * or this is a new session), so an unlock never waits for the network.
 */
async function holdUnlock(key: CryptoKey, entry: LockEntry): Promise<void> {
  const kept = entry.unlock;
  if (!kept) return;
  const secret = await openUnlockSecret(key, ownerLabelOf(entry), kept).catch(() => null);
  if (secret === null) return;
  const sending = holdUnlockSecret(secret, kept.sent);
  if (kept.sent) return;
  void sending.then((sent) => {
    if (!sent) return;
    return changeLock((now) => ({
      next: now?.unlock?.sealed === kept.sealed ? { ...now, unlock: { ...kept, sent } } : null,
      result: undefined,
    }));
  });
}

async function keep(entry: LockEntry, inUse: CryptoKey): Promise<void> {
  await writeLock(entry);
  // Only the wrapped copy stays on the device; the open one lives in memory while unlocked.
  if (entry.owner.type === 'account') await forgetDeviceKey(entry.owner.accountId);
  markLock(true);
  await holdUnlock(inUse, entry);
  await openWith(inUse, entry);
}

/** Sets the lock; the app stays open. */
export async function setUpLock(setUp: SetUpLock): Promise<void> {
  const { owner, secret, kind, idleMinutes, account, kdf = DEFAULT_CLIENT_KDF } = setUp;
  const key = account?.extractable ?? (await generateDataKey());
  const inUse = account?.inUse ?? (await nonExtractableCopy(key));
  const label = ownerLabelOf({ owner });
  const wrap = await wrapUnderSecret(key, secret, await deviceKey(), label, kdf);
  // An account's session is bound to the lock by a secret of its own (unlock-secret.ts).
  const unlock = owner.type === 'account' ? (await sealNewUnlockSecret(inUse, label)).kept : null;
  await keep(
    {
      owner,
      secret: kind,
      idleMinutes,
      failures: 0,
      blockedUntil: 0,
      ...wrap,
      ...(unlock ? { unlock } : {}),
    },
    inUse,
  );
}

/** A new PIN or passphrase in place of the current one (`WrongKeyError` when that is wrong). */
export async function changeLockSecret(
  current: string,
  next: string,
  kind: LockSecretKind,
  kdf: KdfParams = DEFAULT_CLIENT_KDF,
): Promise<void> {
  const entry = await readLock();
  const inUse = heldKey();
  if (!entry || !inUse) throw new Error('No open lock to change');
  const label = ownerLabelOf(entry);
  const device = await deviceKey();
  const key = await unwrapWithSecret(entry, current, device, label, true);
  const wrap = await wrapUnderSecret(key, next, device, label, kdf);
  await keep({ ...entry, ...wrap, secret: kind, failures: 0, blockedUntil: 0 }, inUse);
}

export async function changeLockIdle(idleMinutes: LockIdleMinutes): Promise<void> {
  const entry = await readLock();
  const inUse = heldKey();
  if (!entry || !inUse) return;
  await keep({ ...entry, idleMinutes }, inUse);
}

export type UnlockResult =
  | { kind: 'open' }
  /** Wrong; `until` is when the next try is checked, `triesLeft` null for a guest. */
  | { kind: 'wrong'; until: number; triesLeft: number | null }
  /** Refused unchecked during a wait, and counted all the same. */
  | { kind: 'wait'; until: number; triesLeft: number | null }
  /** The tenth wrong PIN for an account: the device has forgotten the key. */
  | { kind: 'forgotten' }
  /** No lock on this device any more (turned off in another tab). */
  | { kind: 'none' };

/**
 * Tries a PIN or passphrase; works offline. The try is counted before the slow derivation, in one
 * transaction with reading the count (attempts.ts), so tries in several tabs at once each count.
 * `now` is the wall clock, `mono` this page's monotonic clock (for the waits).
 */
export async function unlock(
  secret: string,
  now = Date.now(),
  mono = performance.now(),
): Promise<UnlockResult> {
  const start = await changeLock((entry) => startTry(entry, now, mono));
  if (start.kind === 'none') {
    markLock(false);
    endLock();
    return { kind: 'none' };
  }
  const { counted } = start;
  if (start.kind === 'wait') {
    // Refused unchecked, but counted: the tenth try forgets the key whether checked or not.
    if (forgetsAt(counted, counted.failures)) {
      await forgetOnThisDevice();
      return { kind: 'forgotten' };
    }
    return { kind: 'wait', until: start.until, triesLeft: triesLeft(counted) };
  }
  let key: CryptoKey;
  try {
    key = await unwrapWithSecret(counted, secret, await deviceKey(), ownerLabelOf(counted));
  } catch (error) {
    if (!(error instanceof WrongKeyError)) throw error;
    if (forgetsAt(counted, counted.failures)) {
      await forgetOnThisDevice();
      return { kind: 'forgotten' };
    }
    return { kind: 'wrong', until: counted.blockedUntil, triesLeft: triesLeft(counted) };
  }
  const opened = await changeLock((entry) => {
    const next = afterRightSecret(entry ?? counted, now);
    return { next: entry ? next : null, result: next };
  });
  if (opened.owner.type === 'account') resumeWithDataKey(key);
  await holdUnlock(key, opened);
  await openWith(key, opened);
  return { kind: 'open' };
}

/** Turns the lock off (the app is open): storage stays open, an account's key is kept open again. */
export async function removeLock(): Promise<void> {
  const entry = await readLock();
  const key = heldKey();
  // The server must forget the session's unlock secret first, or it would refuse every request
  // once the secret is gone; offline this throws and the lock stays (the profile says so).
  if (entry?.unlock) await clearUnlockSecretOnServer().catch(onlyIfSent(entry.unlock.sent));
  if (entry && key) {
    await openStorage(key, ownerLabelOf(entry)).catch(() => undefined);
    if (entry.owner.type === 'account') await saveDeviceKey(entry.owner.accountId, key);
  }
  await clearLockStore();
  markLock(false);
  endLock();
}

/** A failure to clear a secret the server never had is no failure. */
function onlyIfSent(sent: boolean) {
  return (error: unknown) => {
    if (sent) throw error;
  };
}

/**
 * "Forgot PIN", or the tenth wrong one, for an account: the device forgets the lock, the vault
 * and the session (ended on the server too when it can be reached); the outbox stays, ciphertext,
 * for the next log in. The person signs in again with the password; nothing on the server is lost.
 */
export async function forgetOnThisDevice(): Promise<void> {
  const entry = await readLock();
  if (entry?.owner.type !== 'account') return;
  await clearLockStore();
  markLock(false);
  endLock();
  // Offline the server's session stays until it expires; this device holds nothing of it.
  await signOut().catch(() => undefined);
}

/**
 * Someone signed in on this device. The same account keeps its lock (its key is not kept open);
 * a guest's lock, or another account's, is removed: it protected what the next person may not open.
 */
export async function afterSignIn(accountId: string): Promise<void> {
  const entry = await readLock();
  if (!entry) return;
  if (entry.owner.type === 'account' && entry.owner.accountId === accountId) {
    await forgetDeviceKey(accountId);
    // A new session: the server learns the unlock secret for it too (now if the app is open,
    // else at the next unlock).
    if (entry.unlock) {
      const marked = { ...entry, unlock: { ...entry.unlock, sent: false } };
      await writeLock(marked);
      const key = heldKey();
      if (key) await holdUnlock(key, marked);
    }
    return;
  }
  if (lockStatus() === 'open') await removeLock();
  else {
    await clearLockStore();
    markLock(false);
    endLock();
  }
}

/** Signed out (log out, account deleted, session expired): an account's lock goes with it. */
export async function afterSignOut(): Promise<void> {
  const entry = await readLock();
  if (entry?.owner.type !== 'account') return;
  await clearLockStore();
  markLock(false);
  endLock();
}
