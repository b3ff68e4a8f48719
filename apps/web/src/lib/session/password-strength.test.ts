import { beforeAll, describe, expect, it, vi } from 'vitest';
import { validateNewPassword } from './form-rules';
import { GUESSABLE_BELOW, loadPasswordEstimator } from './password-strength';

describe('a new password, with the strength estimator loaded', () => {
  beforeAll(() => loadPasswordEstimator());

  it('keeps the spec’s minimum, and its message, first', () => {
    expect(validateNewPassword('')).toBe('errors.passwordRequired');
    // Five characters, and among the commonest: the minimum is what the person is told.
    expect(validateNewPassword('12345')).toBe('errors.passwordTooShort');
    expect(validateNewPassword('كلمةس')).toBe('errors.passwordTooShort');
  });

  it('refuses common English passwords, those on the short list and those only zxcvbn knows', () => {
    for (const common of ['123456', 'Password', ' qwerty ', 'iloveyou', 'letmein1']) {
      expect(validateNewPassword(common), common).toBe('errors.passwordCommon');
    }
    // Not on the short list: a common word with a digit, a name with a year, a keyboard walk.
    for (const guessable of ['princess1', 'monkey123', 'michael1990', 'Summer2024', 'zaq12wsx']) {
      expect(validateNewPassword(guessable), guessable).toBe('errors.passwordCommon');
    }
  });

  it('refuses common Arabic passwords, however they are spelt', () => {
    for (const common of [
      'كلمة السر',
      'كلمةسر',
      'كلمه المرور',
      'محمد123',
      'أحبك1234',
      'الحمد لله',
    ]) {
      expect(validateNewPassword(common), common).toBe('errors.passwordCommon');
    }
    // Arabic-Indic digits are the same digits to a guesser.
    expect(validateNewPassword('١٢٣٤٥٦٧')).toBe('errors.passwordCommon');
  });

  it('refuses patterns typed on the Arabic keyboard', () => {
    // The keys of qwerty, asdfgh and "password" with the Arabic layout on.
    for (const keys of ['ضصثقفغ', 'شسيبلا', 'حشسسصخقي', 'ضصثقفغ123']) {
      expect(validateNewPassword(keys), keys).toBe('errors.passwordCommon');
    }
  });

  it('accepts passwords only their owner would think of, in either script', () => {
    for (const own of [
      'sea breeze 7',
      'k7#Qz!',
      'x9v2mqtr4LpW',
      'blue kettle river',
      'شجرة الزيتون',
      'بحر هادئ',
    ]) {
      expect(validateNewPassword(own), own).toBe(true);
    }
  });
});

describe('the line the estimator draws', () => {
  it('sits below any six characters without a pattern, above the common lists', async () => {
    const { estimatedGuesses } = await import('./password-estimator');
    // zxcvbn counts six patternless characters as 10^6 guesses: the spec's minimum stays enough.
    expect(estimatedGuesses('qzxjvk')).toBeGreaterThanOrEqual(GUESSABLE_BELOW);
    expect(estimatedGuesses('monkey123')).toBeLessThan(GUESSABLE_BELOW);
  });
});

describe('before the estimator has loaded', () => {
  it('checks the short list, so the form never waits for it', async () => {
    vi.resetModules();
    const rules = await import('./form-rules');
    expect(rules.validateNewPassword('123456')).toBe('errors.passwordCommon');
    expect(rules.validateNewPassword('ضصثقفغ')).toBe('errors.passwordCommon');
    // Only the estimator knows this one.
    expect(rules.validateNewPassword('princess1')).toBe(true);
    const strength = await import('./password-strength');
    await strength.loadPasswordEstimator();
    expect(rules.validateNewPassword('princess1')).toBe('errors.passwordCommon');
  });
});
