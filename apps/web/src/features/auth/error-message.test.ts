import { describe, expect, it } from 'vitest';
import { ApiRequestError, NetworkError } from '@/lib/platform/api-client';
import { authErrorKey } from './error-message';

const answer = (status: number, code: string) => new ApiRequestError(status, code, code, { code });

describe('authErrorKey', () => {
  it('asks calmly to try again when the server cannot serve the request (5xx)', () => {
    for (const error of [
      answer(503, 'database_unavailable'),
      answer(500, 'internal_error'),
      answer(502, 'http_502'),
    ]) {
      expect(authErrorKey(error, 'errors.loginFailed')).toBe('errors.generic');
      expect(authErrorKey(error, 'errors.recoveryFailed')).toBe('errors.generic');
    }
  });

  it('keeps the wrong-credentials message for a refusal, and says when the network is down', () => {
    expect(authErrorKey(answer(401, 'invalid_credentials'), 'errors.loginFailed')).toBe(
      'errors.loginFailed',
    );
    expect(authErrorKey(new NetworkError('offline'), 'errors.loginFailed')).toBe('errors.network');
    expect(authErrorKey(answer(429, 'rate_limited'), 'errors.loginFailed')).toBe(
      'errors.rateLimited',
    );
  });

  it('has one text for any failed registration (spec §8), a database outage included', () => {
    expect(authErrorKey(answer(503, 'database_unavailable'), 'errors.registrationFailed')).toBe(
      'errors.registrationFailed',
    );
  });
});
