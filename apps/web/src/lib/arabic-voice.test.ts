// The Arabic voice reads only fully vowelled sentences (docs/arabic-voice.md): espeak-ng guesses the
// vowels of unvowelled Arabic, and a wrong guess ("nafsan", a self, for نَفَسًا, a breath) is heard,
// not seen. The generator (scripts/media/lib.mjs, speechText) stops on a sentence missing from
// scripts/media/ar-sentences.json; this test holds the committed captions and the locale texts to
// the same list, and checks that each vowelled form is the same sentence, with every letter vowelled.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import narration from '../locales/ar/narration.json';
import guidedRelaxation from '../locales/ar/guided-relaxation.json';
import fingerBreathing from '../locales/ar/finger-breathing.json';
import imagination from '../locales/ar/imagination.json';
import bodyExercise from '../locales/ar/body-exercise.json';
import relaxation from '../locales/ar/relaxation.json';
import personalSources from '../locales/ar/personal-sources.json';
import { PUBLIC_DIR, readCues } from '../test/webvtt';

const SENTENCES_FILE = join(PUBLIC_DIR, '..', '..', '..', 'scripts', 'media', 'ar-sentences.json');
const SENTENCES = JSON.parse(readFileSync(SENTENCES_FILE, 'utf8')) as Record<string, string>;
const AR_MEDIA = join(PUBLIC_DIR, 'media', 'ar');

const MARKS = /[\u064B-\u0652\u0670]/u;
const ALL_MARKS = /[\u064B-\u0652\u0670\u0640]/gu;
// Letters that carry no mark of their own: the alif forms, and the product's name, which is
// written bare where it ends a sentence so that the voice says "wāḥa", not "wāḥat".
const BARE_LETTERS = new Set(['ا', 'ٱ', 'آ', 'ى']);
const BARE_WORDS = new Set(['واحة']);
const PREFIXES = /^(?:[وفبكل][\u064B-\u0652]*)*/u;

/**
 * The letters of a vowelled sentence that carry no vowel mark, where a reader (or espeak-ng) must
 * guess: every letter but an alif, a long vowel after its short one (ـُو، ـِي), a diphthong or
 * long vowel closed by sukun, and the lam of the article (ال، ٱل, silent before a sun letter).
 */
function unvowelledLetters(vowelled: string): string[] {
  const missing: string[] = [];
  for (const word of vowelled.match(/(?:[\u0621-\u064A\u0671\u0640]|[\u064B-\u0652\u0670])+/gu) ??
    []) {
    if (BARE_WORDS.has(word)) continue;
    const prefix = PREFIXES.exec(word)?.[0] ?? '';
    const chars = [...word];
    chars.forEach((char, i) => {
      if (MARKS.test(char) || char === '\u0640' || BARE_LETTERS.has(char)) return;
      const next = chars[i + 1] ?? '';
      const nextIsMark = MARKS.test(next) || (next === '\u0640' && MARKS.test(chars[i + 2] ?? ''));
      if (nextIsMark) return;
      // The short vowel before this letter (past a shadda typed after it).
      const before = (chars[i - 1] === '\u0651' ? chars[i - 2] : chars[i - 1]) ?? '';
      if ((char === 'و' && before === '\u064F') || (char === 'ي' && before === '\u0650')) return;
      // لِلـ: the article's lam after the preposition لِ, which drops the alif.
      if (char === 'ل' && before === '\u0650' && chars[i - 2] === 'ل') return;
      const articleLam =
        char === 'ل' && (before === 'ا' || before === 'ٱ') && i - 1 === [...prefix].length;
      if (articleLam) return;
      missing.push(`${char} in ${word}`);
    });
  }
  return missing;
}

/** The bare letters of a text, to compare a caption with its vowelled form. */
function letters(text: string): string {
  return text
    .replace(ALL_MARKS, '')
    .replace(/ٱ/gu, 'ا')
    .replace(/ة(?=[^\u0621-\u064A]|$)/gu, 'ه')
    .replace(/[^\u0621-\u064A]+/gu, ' ')
    .trim();
}

// A `_female` form is only written as a caption (female-captions.test.ts); the voice says the base.
function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  return Object.entries(value as object)
    .filter(([key]) => !/_(?:female|male)$/.test(key))
    .flatMap(([key, child]) => strings(child, path ? `${path}.${key}` : key));
}

// Every Arabic narration text that is spoken: video slide titles are shown, never said.
const SPOKEN = [
  ...strings(guidedRelaxation.narration, 'guided-relaxation'),
  ...strings(fingerBreathing.narration, 'finger-breathing'),
  ...strings(imagination.narration, 'imagination'),
  ...strings(bodyExercise.narration, 'body-exercise'),
  ...strings(relaxation.narration, 'relaxation'),
  ...strings(personalSources.narration, 'personal-sources'),
  ...strings(narration.videos, 'videos').filter(([key]) => !key.endsWith('.title')),
];
const CAPTION_FILES = readdirSync(AR_MEDIA).filter(
  (file) => file.endsWith('.vtt') && !file.endsWith('.female.vtt'),
);

describe('the Arabic voice', () => {
  it('finds captions to check for every script', () => {
    // breathing, finger breathing, the safe oasis, body exercise, relaxation, 11 personal-sources
    // steps and 5 videos.
    expect(CAPTION_FILES.length).toBeGreaterThanOrEqual(21);
  });

  it.each(CAPTION_FILES)('speaks every cue of %s from a fully vowelled sentence', (file) => {
    for (const cue of readCues(`/media/ar/${file}`)) {
      expect(SENTENCES[cue.text], cue.text).toBeTypeOf('string');
    }
  });

  it.each(SPOKEN)('has a fully vowelled form of the narration text %s', (_key, text) => {
    expect(SENTENCES[text], text).toBeTypeOf('string');
  });

  it.each(Object.entries(SENTENCES))(
    'vowels every letter of «%s», and says the same words',
    (caption, vowelled) => {
      expect(unvowelledLetters(vowelled)).toEqual([]);
      expect(letters(vowelled)).toBe(letters(caption));
    },
  );

  it('keeps no vowelled sentence that nothing speaks', () => {
    const spoken = new Set(SPOKEN.map(([, text]) => text));
    expect(Object.keys(SENTENCES).filter((caption) => !spoken.has(caption))).toEqual([]);
  });
});

describe('unvowelledLetters', () => {
  it.each([
    ['خذ نفسًا بطيئًا.', 'خ in خذ'],
    ['خُذْ نَفَسًا بطِيئًا.', 'ب in بطِيئًا'],
    ['وَضع يَدَيْكَ', 'ض in وَضع'],
  ])('finds the unvowelled letters of «%s»', (text, first) => {
    expect(unvowelledLetters(text)[0]).toBe(first);
  });

  it.each([
    'خُذْ نَفَسًا بَطِيئًا.',
    'وَٱلْآنَ ٱشْعُرْ بِٱلْأَرْضِ مِنْ تَحْتِكَ.',
    'لِٱسْتِخْدَامِ واحة.',
    'فِي ٱلرَّاحَةِ وَالطَّعَامِ',
    'ٱلْمُـوَجَّهِ',
    'لِلتَّنَفُّسِ فِي ٱلرِّيحِ',
  ])('accepts the fully vowelled «%s»', (text) => {
    expect(unvowelledLetters(text)).toEqual([]);
  });
});
