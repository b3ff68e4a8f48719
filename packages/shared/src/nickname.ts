/**
 * Nickname rules (DESIGN.md, data model): NFKC, trimmed, 3 to 32 characters of letters (any
 * script), combining marks, digits, space, `-` and `_`. Invisible formatting characters (bidi
 * controls, zero-width joiners, byte-order marks) are refused: they let two names look alike.
 */
export const NICKNAME_MIN_LENGTH = 3;
export const NICKNAME_MAX_LENGTH = 32;

const ALLOWED = /^[\p{L}\p{M}\p{Nd} _-]+$/u;
/**
 * Never part of a nickname, not even one typed at login: control characters (Cc, NUL among them,
 * which PostgreSQL cannot store in text), invisible formatting (Cf: bidi controls, zero-width
 * characters, byte-order marks, the soft hyphen) and halves of surrogate pairs standing alone (Cs,
 * which are not text at all and have no UTF-8 form).
 */
const FORBIDDEN = /[\p{Cc}\p{Cf}\p{Cs}]/u;

/** Whether the text holds a character no nickname may contain (see FORBIDDEN). */
export function hasForbiddenNicknameCharacters(input: string): boolean {
  return FORBIDDEN.test(input);
}

/** The nickname as it is shown: NFKC, trimmed, inner runs of spaces folded to one. */
export function normalizeNickname(input: string): string {
  return input.normalize('NFKC').trim().replace(/ {2,}/g, ' ');
}

/** The key that makes nicknames unique: the same letters in any case or width are one name. */
export function nicknameKey(input: string): string {
  return normalizeNickname(input).toLowerCase().normalize('NFKC');
}

export type NicknameProblem = 'required' | 'tooShort' | 'tooLong' | 'invalidCharacters';

/** Why a nickname is not acceptable, or null when it is. */
export function nicknameProblem(input: string): NicknameProblem | null {
  if (hasForbiddenNicknameCharacters(input)) return 'invalidCharacters';
  const nickname = normalizeNickname(input);
  if (nickname === '') return 'required';
  const length = [...nickname].length;
  if (length < NICKNAME_MIN_LENGTH) return 'tooShort';
  if (length > NICKNAME_MAX_LENGTH) return 'tooLong';
  if (!ALLOWED.test(nickname)) return 'invalidCharacters';
  return null;
}
