// The Arabic voice reads only fully vowelled sentences (docs/arabic-voice.md): espeak-ng guesses the
// vowels of unvowelled Arabic, and a wrong guess ("nafsan", a self, for نَفَسًا, a breath) is heard,
// not seen. The generator (scripts/media/lib.mjs, speechText) stops on a sentence missing from
// scripts/media/ar-sentences.json; this test holds the committed captions and the locale texts to
// the same list, and checks that each vowelled form is the same sentence, with every letter vowelled.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCRIPTS, spokenSentences } from '@/test/narration-texts';
import { PUBLIC_DIR, readCues } from '@/test/webvtt';

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
      // The article's lam, after its alif (اَلْ with a fatha where a sentence starts with it).
      const start = [...prefix].length;
      const articleLam =
        char === 'ل' &&
        (((before === 'ا' || before === 'ٱ') && i - 1 === start) ||
          (before === '\u064E' && chars[i - 2] === 'ا' && i - 2 === start));
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

// Every Arabic narration text that is spoken: the base texts, and the `_female` texts of the
// narrations recorded a second time for women. Video slide titles are shown, never said.
const SPOKEN = SCRIPTS.flatMap(({ source, addressed, files }) =>
  files.flatMap(({ texts }) =>
    [...spokenSentences(texts), ...(addressed ? spokenSentences(texts, 'female') : [])].map(
      ([key, text]): [string, string] => [`${source}.${key}`, text],
    ),
  ),
);
const CAPTION_FILES = readdirSync(AR_MEDIA).filter((file) => file.endsWith('.vtt'));

// A sentence's words, and whether the voice pauses before each: at the start, after punctuation
// and at an opening quote.
const PAUSE_BEFORE = /[.،؟!:؛»")]$/u;
const PROCLITICS = /^(?:[وف]\u064E)?(?:[بك][\u064E\u0650])?/u;
// A plain alif that is a connecting alif: the article (its lam silent, with sukun, or before a
// doubled sun letter), an alif carrying a vowel, or one before a letter with sukun or shadda.
const CONNECTING = new RegExp(
  '^ا(?:ل[\u0621-\u064A]|ل[\u064B-\u0650]*[\u0651\u0652]|[\u064E-\u0650]|[\u0621-\u064A][\u064B-\u0650]*[\u0651\u0652])',
  'u',
);

/**
 * The words of a vowelled sentence that break the connecting-alif rule (docs/arabic-voice.md): inside
 * a sentence it is written ٱ, or espeak-ng starts the word with a glottal stop ("ʕalā ʔaš-šaddi")
 * and reads it long after a particle ("wāktub"); after a pause it keeps its vowel (اُنْظُرْ، اَلْآنَ),
 * since ٱ there drops it ("nẓur").
 */
export function connectingAlifs(vowelled: string): string[] {
  const words = vowelled.split(' ');
  return words.flatMap((word, i) => {
    const core = word.replace(/^[«"(]+/u, '');
    const prefix = PROCLITICS.exec(core)?.[0] ?? '';
    const rest = core.slice(prefix.length);
    const afterPause = i === 0 || PAUSE_BEFORE.test(words[i - 1] ?? '') || core !== word;
    if (afterPause && prefix === '')
      return rest.startsWith('ٱ') ? [`${word}: ٱ after a pause`] : [];
    return CONNECTING.test(rest) ? [`${word}: a plain connecting alif inside a sentence`] : [];
  });
}

describe('the Arabic voice', () => {
  it('finds captions to check for every script', () => {
    // breathing, finger breathing, the safe oasis, body exercise, relaxation, 11 personal-sources
    // steps and 5 videos, and the recordings for women of the oasis, personal sources and the two
    // trauma videos.
    expect(CAPTION_FILES.length).toBeGreaterThanOrEqual(21 + 14);
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

  it.each(Object.entries(SENTENCES))(
    'writes the connecting alif of «%s» as the voice needs it',
    (_caption, vowelled) => {
      expect(connectingAlifs(vowelled)).toEqual([]);
    },
  );

  it('keeps no vowelled sentence that nothing speaks', () => {
    const spoken = new Set(SPOKEN.map(([, text]) => text));
    expect(Object.keys(SENTENCES).filter((caption) => !spoken.has(caption))).toEqual([]);
  });
});

describe('connectingAlifs', () => {
  it.each([
    // The review's glottal «ال» and its three long ā (content review 2, problem 13).
    ['حَافِظْ عَلَى الشَّدِّ.', 'الشَّدِّ.'],
    ['هَلْ هُنَاكَ مَكَانٌ تَشْعُرُ فِيهِ بِالهُدُوءِ؟', 'بِالهُدُوءِ؟'],
    ['خُذْ وَقْتَكَ، وَاكْتُبْ مَا تَشَاءُ.', 'وَاكْتُبْ'],
    ['اُشْعُرْ بِالثِّقْلِ يُغَادِرُهُمَا.', 'بِالثِّقْلِ'],
    ['لَاحِظِ الأَرْضَ تَحْتَهُمَا.', 'الأَرْضَ'],
    ['إِنْ كَانَ ٱسْتِخْدَامُ يَدِكَ صَعْبًا، ٱنْظُرْ حَوْلَكَ.', 'ٱنْظُرْ'],
    ['يَعْرِضُ مَقْطَعُ «ٱلتَّعَامُلِ مَعَ ٱلصَّدْمَةِ» خُطُوَاتٍ.', '«ٱلتَّعَامُلِ'],
  ])('finds the misread connecting alif in «%s»', (text, word) => {
    expect(connectingAlifs(text)[0]?.startsWith(`${word}:`)).toBe(true);
  });

  it.each([
    'وَٱلْآنَ لِنَشْعُرْ بِٱلْأَرْضِ مِنْ تَحْتِنَا.',
    'اَلْإِيقَافُ ٱلْمُؤَقَّتُ أَوِ ٱلتَّـوَقُّفُ مُمْكِنٌ.',
    'حِينَ تَغْمُرُكَ ٱلذِّكْرَيَاتُ، اُنْظُرْ حَوْلَكَ.',
    'أَنْتَ هُنَا، اَلْآنَ.',
    'يُسَاعِدُكَ شَخْصٌ بَالِغٌ أَوْ أَحَدُ وَالِدَيْكَ، فَلَا بَأْسَ.',
    'كَانَ وَاحِدًا لِلرَّاحَةِ.',
  ])('accepts «%s»', (text) => {
    expect(connectingAlifs(text)).toEqual([]);
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
