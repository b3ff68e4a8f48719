import { describe, expect, it, vi } from 'vitest';
import { validateNewPassword } from './form-rules';
import { loadPasswordEstimator } from './password-strength';

// The estimator's code cannot be fetched (offline, or a deploy removed the chunk).
let attempts = 0;
vi.mock('./password-estimator', () => {
  attempts += 1;
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('a new password when the estimator cannot load', () => {
  it('falls back to the short list of the commonest passwords, and does not throw', async () => {
    await expect(loadPasswordEstimator()).resolves.toBeUndefined();
    expect(validateNewPassword('12345')).toBe('errors.passwordTooShort');
    expect(validateNewPassword('123456')).toBe('errors.passwordCommon');
    expect(validateNewPassword('كلمة السر')).toBe('errors.passwordCommon');
    expect(validateNewPassword('princess1')).toBe(true);
  });

  it('tries again when the field is used anew, not on every keystroke', async () => {
    const before = attempts;
    await loadPasswordEstimator();
    expect(attempts).toBe(before);
    await loadPasswordEstimator({ retry: true });
    expect(attempts).toBe(before + 1);
  });
});
