/**
 * The password strength estimator (zxcvbn-ts), loaded on demand by `password-strength.ts` when a
 * screen that sets a password is used: its dictionaries are most of its size.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { dictionary as arabicNames } from '@zxcvbn-ts/language-ar';
import { adjacencyGraphs, dictionary as common } from '@zxcvbn-ts/language-common';
// English first names and word sequences (numbers, months, colours…). The package's other lists
// are left out, nine tenths of its size: the commonest passwords, which this check is for, are in
// the common list, and its common words (from film subtitles) would bring a licence whose notice
// a bundled file cannot keep.
import firstnamesEn from '@zxcvbn-ts/language-en/dist/firstnames.json.mjs';
import wordSequencesEn from '@zxcvbn-ts/language-en/dist/wordSequences.json.mjs';
import {
  ARABIC_PASSWORD_WORDS,
  arabicKeysAsLatin,
  foldArabic,
  foldDigits,
  hasArabic,
} from './arabic-passwords';
import { COMMON_PASSWORDS } from './common-passwords';

const zxcvbn = new ZxcvbnFactory({
  dictionary: {
    ...common,
    'firstnames-en': firstnamesEn,
    ...wordSequencesEn,
    ...arabicNames,
    'passwords-ar': [...ARABIC_PASSWORD_WORDS],
    // The short list the form uses until this module has loaded: what it refuses, this refuses too.
    'passwords-waha': [...COMMON_PASSWORDS].map(foldArabic),
  },
  graphs: adjacencyGraphs,
});

let last = { password: '', guesses: 0 };

/**
 * zxcvbn's estimate of the guesses an attacker needs, taking the easiest way in: the password as
 * typed, trimmed, with its Arabic letters and digits folded to one spelling, and as the keys it
 * takes on the Arabic keyboard.
 */
export function estimatedGuesses(password: string): number {
  // After a refused submit the form checks again on every keystroke, and the confirmation asks
  // for the same password: the last answer is kept.
  if (password === last.password) return last.guesses;
  // Spaces around a password add nothing a guesser would not try.
  const trimmed = password.trim();
  const forms = new Set([password, foldDigits(trimmed)]);
  if (hasArabic(trimmed)) {
    forms.add(foldArabic(trimmed));
    forms.add(arabicKeysAsLatin(foldDigits(trimmed)));
  }
  last = { password, guesses: Math.min(...[...forms].map((form) => zxcvbn.check(form).guesses)) };
  return last.guesses;
}
