import { ApiRequestError, NetworkError } from '@/lib/platform/api-client';

type ErrorKey =
  | 'errors.loginFailed'
  | 'errors.registrationFailed'
  | 'errors.recoveryFailed'
  | 'errors.rateLimited'
  | 'errors.network'
  | 'errors.generic';

/** The message (a key of the auth namespace) for a failed login, registration or recovery. */
export function authErrorKey(error: unknown, fallback: ErrorKey): ErrorKey {
  if (error instanceof ApiRequestError && error.code === 'rate_limited')
    return 'errors.rateLimited';
  if (fallback === 'errors.registrationFailed') return fallback; // spec §8: one text for any failure
  if (error instanceof NetworkError) return 'errors.network';
  if (error instanceof ApiRequestError && error.status >= 500) return 'errors.generic';
  return fallback;
}
