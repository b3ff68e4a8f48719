// The narration texts as the media scripts read them from the locale files. A text may have
// i18next context forms beside it (`a_female` next to `a`). Most narrations speak to no one in
// particular (Arabic in the first person plural: «لنأخذ نفَسًا…») and have no forms; those that must
// address the listener (ADDRESSED) are recorded twice in Arabic: the base texts, heard by men and
// guests, and the `_female` texts (the base where a sentence has none), heard by women.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const LOCALES_DIR = join(import.meta.dirname, '..', '..', 'apps', 'web', 'src', 'locales');

/** The locale files holding narration, and the key of their narration inside them. */
export const NARRATION_SOURCES = [
  ['guided-relaxation', 'narration'],
  ['finger-breathing', 'narration'],
  ['imagination', 'narration'],
  ['body-exercise', 'narration'],
  ['relaxation', 'narration'],
  ['personal-sources', 'narration'],
  ['narration', 'videos'],
];

/**
 * The narrations recorded a second time in Arabic for women, by the name of their source (a
 * namespace, or `videos.<key>`): where a sentence must address the listener, the safe oasis,
 * personal sources and the two trauma videos. The players pick the recording as they pick texts.
 */
export const ADDRESSED = [
  'imagination',
  'personal-sources',
  'videos.traumaUnderstanding',
  'videos.traumaCoping',
];

const CONTEXT_KEY = /_(?:female|male)$/;

/**
 * A narration without its context keys: what the voice says, each sentence in its `_female` form
 * for `form` 'female' where it has one.
 */
export function spokenOnly(value, form) {
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !CONTEXT_KEY.test(key))
      .map(([key, child]) => {
        const addressed = form === undefined ? undefined : value[`${key}_${form}`];
        return [key, typeof addressed === 'string' ? addressed : spokenOnly(child, form)];
      }),
  );
}

function readNamespace(language, name) {
  return JSON.parse(readFileSync(join(LOCALES_DIR, language, `${name}.json`), 'utf8'));
}

/** The narration namespace of one language (`videos`), without context keys, in `form`. */
export function loadNarration(language, form) {
  return spokenOnly(readNamespace(language, 'narration'), form);
}

/** The narration of an exercise whose texts live in a namespace of its own (`<name>.json`). */
export function loadExerciseNarration(language, name, form) {
  return spokenOnly(readNamespace(language, name).narration, form);
}
