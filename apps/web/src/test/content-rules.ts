/**
 * Rules every on-screen and caption text follows (docs/content-guide.md), as checks over one text.
 * Each returns what is wrong with the text, or nothing. content-check.test.ts runs them over every
 * locale file, and feeds each a bad sample so that each is seen to fail.
 */

export type Language = 'en' | 'ar';

/** One text of a locale file: `key` is the dotted path, with any i18next plural suffix. */
export interface LocaleText {
  language: Language;
  namespace: string;
  key: string;
  text: string;
}

const ARABIC_LETTER = /[\u0620-\u064A\u0671-\u06D3]/u;
const ARABIC_WORD = /^[\u0620-\u065F\u0670-\u06D3]+/u;
const INTERPOLATION = /^\{\{[^}]+\}\}/;
/** Adverbs in the accusative that may follow a value without being its counted noun. */
const ADVERBS = new Set(['تقريبًا', 'أيضًا', 'معًا', 'دائمًا', 'فورًا', 'أحيانًا', 'عادةً', 'أبدًا']);

/**
 * "نحو" ("about") before a nominative dual ("نحو دقيقتان") or before an interpolation, whose value
 * (Intl's "دقيقتان", "ساعتان") may be one: after "نحو" the noun is genitive ("نحو دقيقتين").
 */
export function nahwBeforeDual({ language, text }: LocaleText): string | undefined {
  if (language !== 'ar') return undefined;
  const match = /(?:^|[^\p{L}\p{M}])نحو\s+(\{\{[^}]+\}\}|[\p{L}\p{M}]+ان(?![\p{L}\p{M}]))/u.exec(
    text,
  );
  return match
    ? `"نحو ${match[1]}": after نحو a dual is genitive (…ين); write "المدة: … تقريبًا" for a computed value`
    : undefined;
}

/**
 * A Latin comma, question mark or semicolon inside Arabic text: Arabic uses ، ؟ ؛. Latin marks
 * between Latin letters or digits (a web address, "Ctrl+Z, Ctrl+Y" in a Latin run) are left alone.
 */
export function latinPunctuationInArabic({ language, text }: LocaleText): string | undefined {
  if (language !== 'ar' || !ARABIC_LETTER.test(text)) return undefined;
  for (const match of text.matchAll(/[,?;]/g)) {
    const at = match.index;
    const before = text.slice(0, at).trimEnd().slice(-1);
    const after = text
      .slice(at + 1)
      .trimStart()
      .charAt(0);
    const latinSide = (c: string) => /[A-Za-z0-9]/.test(c);
    if (!(latinSide(before) && latinSide(after))) {
      return `Latin "${match[0]}" in Arabic text: use ${match[0] === ',' ? '،' : match[0] === '?' ? '؟' : '؛'}`;
    }
  }
  return undefined;
}

/**
 * A phone number someone could dial: seven digits or more in one run of digits, spaces, dots,
 * dashes and brackets, with or without a leading +. Examples mask the digits: "+962 7x xxx xxxx".
 */
export function dialablePhoneNumber({ text }: LocaleText): string | undefined {
  for (const match of text.matchAll(/\+?\(?\d[\d\s().\-–]*\d/g)) {
    const digits = match[0].replace(/\D/g, '');
    if (digits.length >= 7) {
      return `"${match[0]}" looks like a real phone number: mask it, as "+962 7x xxx xxxx"`;
    }
  }
  return undefined;
}

/**
 * A number followed by an accusative noun ("100 حرفًا", "5 دقيقةً"). Arabic puts the counted noun in
 * the accusative singular only after 11 to 99 (and 111, 250…: by the last two digits); after 3 to 10
 * it is a genitive plural, after 100, 200, 1000 a genitive singular. For an interpolated number the
 * value is unknown, so the accusative is allowed only in an i18next `_many` form (11 to 99).
 */
export function accusativeAfterNumber({ language, key, text }: LocaleText): string | undefined {
  if (language !== 'ar') return undefined;
  for (const match of text.matchAll(/(\d+|\{\{[^}]+\}\})\s+/g)) {
    const word = ARABIC_WORD.exec(text.slice(match.index + match[0].length))?.[0];
    if (!word || !/(?:ً|ًا|اً)$/u.test(word) || ADVERBS.has(word)) continue;
    const count = match[1] ?? '';
    if (INTERPOLATION.test(count)) {
      if (!key.endsWith('_many')) {
        return `"${count} ${word}": the number may be 100 or 3 to 10; use i18next plural forms (_many for 11–99) or a wording without the noun`;
      }
      continue;
    }
    const lastTwo = Number(count) % 100;
    if (lastTwo < 11)
      return `"${count} ${word}": after ${count} the noun is genitive, not accusative`;
  }
  return undefined;
}

/**
 * One Arabic term per concept (docs/content-guide.md, "One term for one thing"): a second wording
 * of a term the guide fixes. Buttons that start an exercise from its introduction say «ابدأ
 * التمرين» (or name the exercise: «ابدأ تمرين الجسد»).
 */
const SECOND_TERMS: [RegExp, string][] = [
  [
    /موضع ثقة|موثوق(?!\s*بـ?ه)/u,
    'a trusted person is «شخص موثوق به» (forms: «تثق به»، «تثقين به»)',
  ],
  [/علامة التبويب/u, 'this tab is «هذه النافذة»'],
  [
    /أعِ?د المحاولة|إعادة المحاولة|المحاولة من جديد/u,
    'try again is «حاول مرة أخرى» («المحاولة مرة أخرى» after يرجى or يمكنك)',
  ],
  [/بدء التمرين/u, 'start is «ابدأ التمرين»'],
];

export function arabicTerms({ language, key, text }: LocaleText): string | undefined {
  if (language !== 'ar') return undefined;
  for (const [pattern, term] of SECOND_TERMS) {
    const match = pattern.exec(text);
    if (match) return `"${match[0]}": ${term}`;
  }
  if (/(?:^|\.)intro\.start$/.test(key) && !text.startsWith('ابدأ ')) {
    return `"${text}": a start button is «ابدأ التمرين» or «ابدأ …» naming the exercise`;
  }
  return undefined;
}

/**
 * Spoken sentences whose «فـ» (or jussive) comes with their recordings, which are generated from
 * the vowelled text (content review 3, §5 item 6: 11 spoken strings; issue 41's pronunciation
 * work regenerates them). Every other text is held to the rule now.
 */
const SPOKEN_UNTIL_REGENERATED = new Set([
  'body-exercise:narration.arrive.d',
  'body-exercise:narration.return.c',
  'finger-breathing:narration.intro.injured',
  'guided-relaxation:narration.eyeClosure.close',
  'guided-relaxation:narration.conclusion.return',
  'imagination:narration.change',
  'imagination:narration.change_female',
  'narration:videos.traumaCoping.s5.c',
  'narration:videos.traumaCoping.s5.c_female',
  'narration:videos.guidedRelaxationIntro.s3.c',
  'relaxation:narration.conclusion.open',
]);

/**
 * An Arabic conditional sentence (إن، إذا، متى at its start) whose answer lacks the «فـ» that an
 * imperative, «يمكن…» or a noun clause needs after it: «إن رغبتِ، فخذي…», «إن شئت، فيمكنك…». The
 * answer is the clause after the condition's comma; a condition of two parts («إن…، أو…، فـ…») is
 * fine as long as an answer with «فـ» follows. A condition put last needs none («… إن شئت.»).
 */
export function conditionalAnswer({
  language,
  namespace,
  key,
  text,
}: LocaleText): string | undefined {
  if (language !== 'ar' || SPOKEN_UNTIL_REGENERATED.has(`${namespace}:${key}`)) return undefined;
  for (const sentence of text.split(/(?<=[.!؟:])\s+|\n/u)) {
    const condition = /^[«"]?و?(?:إن|إذا|متى)\s/u.exec(sentence);
    if (!condition || !sentence.includes('،')) continue;
    if (!/،\s*ف/u.test(sentence)) {
      return `"${sentence}": the answer of a condition takes فـ («إن شئت، فيمكنك…»), or put the condition last`;
    }
  }
  return undefined;
}

/** Rules for one text, by name, as the content guide lists them. */
export const TEXT_RULES = {
  nahwBeforeDual,
  latinPunctuationInArabic,
  dialablePhoneNumber,
  accusativeAfterNumber,
  arabicTerms,
  conditionalAnswer,
} as const;

/** Where the vetted emergency sentences live: `common:emergency.*`, each with its forms. */
const VETTED = { namespace: 'common', key: /^emergency\./ };
/** A text that speaks of emergency services: it is one of the vetted sentences, or it is a second wording. */
const EMERGENCY_WORDS: Record<Language, RegExp> = {
  en: /emergency service/i,
  ar: /الطوارئ/u,
};

/**
 * One vetted emergency sentence (content review 2, problem 14): a text outside `common:emergency`
 * that speaks of emergency services is exactly one of the vetted texts in its language (a video
 * says it word for word), never a second wording of its own. Screens render the sentence with
 * `<EmergencySentence>` rather than copying it. Returns one problem per second wording.
 */
export function secondEmergencyWordings(texts: Iterable<LocaleText>): string[] {
  const all = [...texts];
  const vetted = new Set(
    all
      .filter((entry) => entry.namespace === VETTED.namespace && VETTED.key.test(entry.key))
      .map((entry) => `${entry.language}\u0000${entry.text}`),
  );
  return all
    .filter(
      (entry) =>
        !(entry.namespace === VETTED.namespace && VETTED.key.test(entry.key)) &&
        EMERGENCY_WORDS[entry.language].test(entry.text) &&
        !vetted.has(`${entry.language}\u0000${entry.text}`),
    )
    .map(
      (entry) =>
        `${entry.language}/${entry.namespace}:${entry.key} words the emergency sentence its own way: render <EmergencySentence> (common:emergency), or say a vetted text word for word`,
    );
}

/** Permission to stop, as the exercises word it ("You can pause or stop at any time."). */
export const STOP_SENTENCE: Record<Language, RegExp> = {
  en: /\b(?:pause or stop|stop at any time|stop whenever|you can stop)\b/i,
  ar: /الإيقاف المؤقت أو التوقّ?ف|التوقّ?ف (?:في أيّ? وقت|متى شئت)|يمكنك (?:أن )?تتوقّ?ف/u,
};

/**
 * An exercise that speaks (a namespace with a `narration`) tells the person, in its narration or on
 * its intro screen, that they can pause or stop at any time. Returns the problem, if any.
 */
export function permissionToStop(
  language: Language,
  namespace: string,
  texts: Iterable<LocaleText>,
): string | undefined {
  const where = [...texts].filter(
    (entry) =>
      entry.language === language &&
      entry.namespace === namespace &&
      /^(?:narration|intro)\./.test(entry.key),
  );
  if (where.length === 0) return undefined;
  return where.some((entry) => STOP_SENTENCE[language].test(entry.text))
    ? undefined
    : `${language}/${namespace}: neither its narration nor its intro says the person can pause or stop at any time`;
}
