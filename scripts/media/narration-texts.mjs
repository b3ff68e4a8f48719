// The narration texts as the media scripts read them from the locale files. A text may have
// i18next context forms beside it (`a_female` next to `a`): the voice says only the base text, and
// a `_female` form becomes the caption of a second track (captions-female.mjs).
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

const CONTEXT_KEY = /_(?:female|male)$/;

/** A narration without its context keys: what the voice says. */
export function spokenOnly(value) {
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !CONTEXT_KEY.test(key))
      .map(([key, child]) => [key, spokenOnly(child)]),
  );
}

function readNamespace(language, name) {
  return JSON.parse(readFileSync(join(LOCALES_DIR, language, `${name}.json`), 'utf8'));
}

/** The narration namespace of one language (`videos`), without context keys. */
export function loadNarration(language) {
  return spokenOnly(readNamespace(language, 'narration'));
}

/** The narration of an exercise whose texts live in a namespace of its own (`<name>.json`). */
export function loadExerciseNarration(language, name) {
  return spokenOnly(readNamespace(language, name).narration);
}

/**
 * Every spoken sentence of a language that has a `_female` form, mapped to that form: the caption
 * a woman reads while the voice says the base sentence.
 */
export function feminineForms(language) {
  const forms = new Map();
  const walk = (value) => {
    for (const [key, child] of Object.entries(value)) {
      if (typeof child === 'object' && child !== null) walk(child);
      const female = value[`${key}_female`];
      if (typeof child === 'string' && typeof female === 'string') {
        const known = forms.get(child);
        if (known !== undefined && known !== female) {
          throw new Error(`Two feminine forms of «${child}»: «${known}» and «${female}»`);
        }
        forms.set(child, female);
      }
    }
  };
  for (const [name, key] of NARRATION_SOURCES) walk(readNamespace(language, name)[key]);
  return forms;
}
