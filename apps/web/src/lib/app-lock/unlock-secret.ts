import { decryptJson, encryptJson } from '../crypto/record-cipher';
import { apiFetch, ApiRequestError, setUnlockSecret } from '../platform/api-client';

/**
 * The session's unlock secret (docs/device-data.md, "The session while locked"). When an account
 * sets the app lock, the device makes 32 random bytes, keeps them only encrypted under the
 * account's data key inside the lock entry, and gives the server their hash: from then on the
 * session answers only requests that carry the secret (the `x-waha-unlock` header). Locked, the
 * data key and the secret are out of memory, so neither a typed API address nor a script of the
 * locked page can read anything of the account with the cookie alone.
 */

/** The secret as the lock entry keeps it; `sent` once the server holds its hash. */
export interface SealedUnlockSecret {
  sealed: string;
  sent: boolean;
}

const LABEL = 'unlock-secret';

function randomSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** A new secret, sealed under the lock's key for `owner`; not yet sent. */
export async function sealNewUnlockSecret(
  key: CryptoKey,
  owner: string,
): Promise<{ secret: string; kept: SealedUnlockSecret }> {
  const secret = randomSecret();
  return { secret, kept: { sealed: await encryptJson(key, LABEL, owner, secret), sent: false } };
}

export function openUnlockSecret(
  key: CryptoKey,
  owner: string,
  kept: SealedUnlockSecret,
): Promise<string> {
  return decryptJson<string>(key, LABEL, owner, kept.sealed);
}

/**
 * Holds `secret` in memory for every request, and gives its hash to the server when it does not
 * have it yet. Resolves whether the server now has it (false offline: tried again at the next
 * unlock; until then the session answers without it, as before a lock).
 */
export async function holdUnlockSecret(secret: string, sent: boolean): Promise<boolean> {
  setUnlockSecret(secret);
  if (sent) return true;
  try {
    await apiFetch('/api/auth/session/lock', { method: 'PUT', body: { secret } });
    return true;
  } catch {
    return false;
  }
}

/**
 * The lock is turned off: the server forgets the secret's hash, which needs the connection (and
 * the secret, still held). A session already ended has nothing to forget.
 */
export async function clearUnlockSecretOnServer(): Promise<void> {
  try {
    await apiFetch('/api/auth/session/lock', { method: 'DELETE' });
  } catch (error) {
    if (error instanceof ApiRequestError && error.code === 'session_expired') return;
    if (error instanceof ApiRequestError && error.code === 'unauthenticated') return;
    throw error;
  }
}
