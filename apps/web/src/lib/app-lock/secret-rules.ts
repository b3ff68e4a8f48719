import { PASSPHRASE_MIN_LENGTH, PIN_MAX_DIGITS, PIN_MIN_DIGITS } from '@waha/shared/app-lock';
import type { LockSecretKind } from './lock-store';
import { normaliseSecret } from './lock-keys';

/** Why a new PIN or passphrase is refused, as a key of the `app-lock` texts; null when it is fine. */
export type SecretProblem = 'settings.pinFormat' | 'settings.passphraseShort';

export function checkNewSecret(kind: LockSecretKind, secret: string): SecretProblem | null {
  if (kind === 'pin') {
    const digits = normaliseSecret(secret);
    const pattern = new RegExp(`^[0-9]{${PIN_MIN_DIGITS},${PIN_MAX_DIGITS}}$`);
    return pattern.test(digits) ? null : 'settings.pinFormat';
  }
  // The account's password was checked when it opened the key.
  if (kind === 'password') return null;
  return [...secret].length >= PASSPHRASE_MIN_LENGTH ? null : 'settings.passphraseShort';
}
