// The narration texts as the media scripts read them from the locale files. A text may have
// i18next context forms beside it (`a_female` next to `a`). Most narrations speak to no one in
// particular (Arabic in the first person plural: «لنأخذ نفَسًا…») and have no forms; those that must
// address the listener (ADDRESSED) are recorded twice in Arabic: the base texts, heard by men and
// guests, and the `_female` texts (the base where a sentence has none), heard by women.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import catalogue from '../../packages/shared/src/exercises/catalogue.json' with { type: 'json' };

export const LOCALES_DIR = join(import.meta.dirname, '..', '..', 'apps', 'web', 'src', 'locales');

/**
 * The exercises with a narration, from the catalogue (packages/shared/src/exercises/catalogue.json):
 * the namespace of their texts (`locales/<lng>/<slug>.json`, under `narration`), their media files
 * (one, or one per step: `<file>-1` …, whose texts are `narration.s1` …) and whether they are
 * recorded a second time for women.
 */
export const EXERCISE_NARRATIONS = Object.values(catalogue.exercises).flatMap(({ slug, media }) =>
  media
    ? [
        {
          slug,
          files:
            media.kind === 'steps'
              ? Array.from({ length: media.count }, (_, i) => `${media.file}-${i + 1}`)
              : [media.file],
          addressed: media.addressed === true,
        },
      ]
    : [],
);

/**
 * The narrations recorded a second time in Arabic for women, by the name of their source (a
 * namespace, or `videos.<key>`): where a sentence must address the listener (the exercises marked
 * `addressed` in the catalogue, and the two trauma videos). The players pick the recording as they
 * pick texts.
 */
export const ADDRESSED = [
  ...EXERCISE_NARRATIONS.filter(({ addressed }) => addressed).map(({ slug }) => slug),
  'videos.traumaUnderstanding',
  'videos.traumaCoping',
];

/** Whether an exercise's recording `<file>` is made a second time in Arabic for women. */
export function isAddressed(file) {
  return EXERCISE_NARRATIONS.some(({ files, addressed }) => addressed && files.includes(file));
}

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
