import { foldArabic, nicknameKey, nicknameProblem } from '@waha/shared/nickname';
import { NICKNAME_CATEGORIES, NICKNAME_COLOURS, NICKNAME_ITEMS } from '@waha/shared/nickname-words';
import { describe, expect, it } from 'vitest';
import arAuth from './ar/auth.json';
import ar from './ar/nickname-words.json';
import enAuth from './en/auth.json';
import en from './en/nickname-words.json';

const languages = [
  { name: 'en', words: en, compose: enAuth.nickname.compose },
  { name: 'ar', words: ar, compose: arAuth.nickname.compose },
] as const;

/** Every nickname the builder can make in a language, as `useComposeNickname` writes it. */
function everyNickname(language: (typeof languages)[number]): string[] {
  return NICKNAME_CATEGORIES.flatMap((category) =>
    NICKNAME_ITEMS[category].flatMap((word) =>
      NICKNAME_COLOURS.map((colour) =>
        language.compose
          .replace('{{item}}', language.words.items[category][word.id as never])
          .replace('{{colour}}', language.words.colours[colour][word.arabicGender]),
      ),
    ),
  );
}

describe.each(languages)('the nickname builder in $name', (language) => {
  it('has a text for exactly the ids the server accepts', () => {
    expect(Object.keys(language.words.categories)).toEqual([...NICKNAME_CATEGORIES]);
    for (const category of NICKNAME_CATEGORIES) {
      expect(Object.keys(language.words.items[category])).toEqual(
        NICKNAME_ITEMS[category].map((word) => word.id),
      );
    }
    expect(Object.keys(language.words.colours)).toEqual([...NICKNAME_COLOURS]);
  });

  it('makes only valid nicknames, written as people type them (no vowel marks)', () => {
    const nicknames = everyNickname(language);
    expect(nicknames).toHaveLength(6 * 8 * 10);
    for (const nickname of nicknames) {
      expect(nicknameProblem(nickname), nickname).toBeNull();
      // Folding only unifies letter forms (أ → ا, ة → ه); it never has a mark to drop.
      expect(nickname, nickname).not.toMatch(/[\p{Mn}\u0640]/u);
      expect(nicknameKey(nickname)).toBe(foldArabic(nickname.toLowerCase()));
    }
    // No two choices make the same name.
    expect(new Set(nicknames.map(nicknameKey)).size).toBe(nicknames.length);
  });
});
