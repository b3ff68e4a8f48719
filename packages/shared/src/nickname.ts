import { toAsciiDigits } from './digits';

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

/**
 * Arabic marks that nobody retypes: tashkeel (fathatan to wavy hamza below, U+064B–U+065F), the
 * superscript alef U+0670, tatweel U+0640 and the Quranic annotation marks U+06D6–U+06ED.
 */
const ARABIC_MARKS = /[\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;

/**
 * Letters written one way or another for the same name: alef with hamza above or below, with
 * madda, and wasla (أ إ آ ٱ) are bare alef; alef maksura and Farsi yeh (ى ی) are yeh; teh marbuta
 * (ة) is heh, since each is often written for the other at the end of a word. ؤ and ئ stay
 * letters of their own.
 */
const ARABIC_LETTER_FOLDS: Readonly<Record<string, string>> = {
  '\u0623': '\u0627',
  '\u0625': '\u0627',
  '\u0622': '\u0627',
  '\u0671': '\u0627',
  '\u0649': '\u064A',
  '\u06CC': '\u064A',
  '\u0629': '\u0647',
};
const ARABIC_FOLDED_LETTERS = /[\u0623\u0625\u0622\u0671\u0649\u06CC\u0629]/g;

/** Arabic as people type it: no marks, one form of alef, yeh and heh, and ASCII digits. */
export function foldArabic(text: string): string {
  return toAsciiDigits(
    text
      .replace(ARABIC_MARKS, '')
      .replace(ARABIC_FOLDED_LETTERS, (letter) => ARABIC_LETTER_FOLDS[letter] ?? letter),
  );
}

/**
 * The key of a nickname before Arabic folding (NFKC, case folded): what `nickname_key` held until
 * migration 2026-11-25T1400-arabic-nickname-keys. The few accounts whose folded key another,
 * older account took keep this one (see `nicknameLookupKeys`).
 */
export function unfoldedNicknameKey(input: string): string {
  return normalizeNickname(input).toLowerCase().normalize('NFKC');
}

/**
 * The key that makes nicknames unique and finds them at login: the same letters in any case or
 * width, and Arabic with or without its vowel marks and hamza forms (`foldArabic`), are one name.
 */
export function nicknameKey(input: string): string {
  return foldArabic(unfoldedNicknameKey(input));
}

/**
 * The keys to look a typed nickname up by, in order: the unfolded key first when it differs (it
 * can only belong to an account that kept it in the migration, since every other key is folded),
 * then the folded key.
 */
export function nicknameLookupKeys(input: string): string[] {
  const unfolded = unfoldedNicknameKey(input);
  const key = foldArabic(unfolded);
  return unfolded === key ? [key] : [unfolded, key];
}

export type NicknameProblem = 'required' | 'tooShort' | 'tooLong' | 'invalidCharacters';

/** Why a nickname is not acceptable, or null when it is. */
export function nicknameProblem(input: string): NicknameProblem | null {
  if (hasForbiddenNicknameCharacters(input)) return 'invalidCharacters';
  const nickname = normalizeNickname(input);
  if (nickname === '') return 'required';
  const length = [...nickname].length;
  // Marks and tatweel do not count: "ـــ" or a row of vowel marks would have an empty key.
  if (Math.min(length, [...nicknameKey(nickname)].length) < NICKNAME_MIN_LENGTH) return 'tooShort';
  if (length > NICKNAME_MAX_LENGTH) return 'tooLong';
  if (!ALLOWED.test(nickname)) return 'invalidCharacters';
  return null;
}
