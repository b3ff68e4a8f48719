import { PASSWORD_MIN_LENGTH } from '@waha/shared/constants';
import { hasForbiddenNicknameCharacters, nicknameProblem } from '@waha/shared/nickname';
import { isGuessablePassword } from './password-strength';

/** Keys of the auth namespace for the spec §5 messages, shared by every form that asks for them. */
export type FieldErrorKey =
  | 'errors.nicknameRequired'
  | 'errors.nicknameTooShort'
  | 'errors.nicknameTooLong'
  | 'errors.nicknameInvalid'
  | 'errors.passwordRequired'
  | 'errors.passwordTooShort'
  | 'errors.passwordCommon'
  | 'errors.confirmRequired'
  | 'errors.passwordMismatch'
  | 'errors.genderRequired'
  | 'errors.recoveryCodeRequired'
  | 'errors.recoveryCodeInvalid';

const NICKNAME_ERRORS = {
  required: 'errors.nicknameRequired',
  tooShort: 'errors.nicknameTooShort',
  tooLong: 'errors.nicknameTooLong',
  invalidCharacters: 'errors.nicknameInvalid',
} as const;

export function validateNickname(value: string): FieldErrorKey | true {
  const problem = nicknameProblem(value);
  return problem ? NICKNAME_ERRORS[problem] : true;
}

/**
 * For logging in only the presence is checked, and characters no nickname can hold (the server
 * refuses them too): any other hint would tell what exists.
 */
export function validateLoginNickname(value: string): FieldErrorKey | true {
  if (value.trim() === '') return 'errors.nicknameRequired';
  return hasForbiddenNicknameCharacters(value) ? 'errors.nicknameInvalid' : true;
}

export function validateNewPassword(value: string): FieldErrorKey | true {
  if (value === '') return 'errors.passwordRequired';
  // Counted in characters a person sees, so an Arabic or emoji password is measured fairly.
  if ([...value].length < PASSWORD_MIN_LENGTH) return 'errors.passwordTooShort';
  // The server keeps the key this password wraps: the first passwords any guesser tries are out
  // (password-strength.ts; the estimator loads when the field is first used).
  if (isGuessablePassword(value)) return 'errors.passwordCommon';
  return true;
}

export function validatePasswordPresent(value: string): FieldErrorKey | true {
  return value === '' ? 'errors.passwordRequired' : true;
}

export function validateConfirmation(value: string, password: string): FieldErrorKey | true {
  if (value === '') return 'errors.confirmRequired';
  return value === password ? true : 'errors.passwordMismatch';
}
