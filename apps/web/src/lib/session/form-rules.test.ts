import { describe, expect, it } from 'vitest';
import {
  validateConfirmation,
  validateLoginNickname,
  validateNewPassword,
  validateNickname,
} from './form-rules';

describe('registration rules (spec §5)', () => {
  it('needs a nickname', () => {
    expect(validateNickname('')).toBe('errors.nicknameRequired');
    expect(validateNickname('   ')).toBe('errors.nicknameRequired');
    expect(validateNickname('Blue Cedar')).toBe(true);
    expect(validateNickname('أرزة زرقاء')).toBe(true);
  });

  it('refuses invisible characters and symbols', () => {
    expect(validateNickname('Blue\u202ECedar')).toBe('errors.nicknameInvalid');
    expect(validateNickname('Blue\u200BCedar')).toBe('errors.nicknameInvalid');
    expect(validateNickname('Blue<Cedar>')).toBe('errors.nicknameInvalid');
    expect(validateNickname('ab')).toBe('errors.nicknameTooShort');
  });

  it('needs a password of at least 6 characters', () => {
    expect(validateNewPassword('')).toBe('errors.passwordRequired');
    expect(validateNewPassword('12345')).toBe('errors.passwordTooShort');
    expect(validateNewPassword('sea breeze 7')).toBe(true);
    expect(validateNewPassword('بحر هادئ')).toBe(true);
  });

  // Until the strength estimator has loaded (password-strength.test.ts), the short list.
  it('refuses the commonest passwords, in either script, kindly', () => {
    for (const common of ['123456', 'Password', ' qwerty ', 'iloveyou', 'ضصثقفغ', 'كلمة السر']) {
      expect(validateNewPassword(common), common).toBe('errors.passwordCommon');
    }
    expect(validateNewPassword('123457 tea')).toBe(true);
  });

  it('needs the confirmation to match', () => {
    expect(validateConfirmation('', 'secret1')).toBe('errors.confirmRequired');
    expect(validateConfirmation('secret2', 'secret1')).toBe('errors.passwordMismatch');
    expect(validateConfirmation('secret1', 'secret1')).toBe(true);
  });

  it('only checks presence and characters no nickname holds when logging in', () => {
    expect(validateLoginNickname('')).toBe('errors.nicknameRequired');
    expect(validateLoginNickname('x')).toBe(true);
    for (const hidden of ['\u0000', '\u202E', '\u200B', '\uD800']) {
      expect(validateLoginNickname(`Blue${hidden}Cedar`)).toBe('errors.nicknameInvalid');
    }
  });
});
