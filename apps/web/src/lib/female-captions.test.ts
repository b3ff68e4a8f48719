// The captions a woman reads (scripts/media/captions-female.mjs): every Arabic caption file whose
// sentences have a `_female` form in the locale files has a `.female.vtt` twin with the same cues at
// the same times, each sentence in its feminine form, and the players know of it.
import { existsSync, readdirSync } from 'node:fs';
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
import { captionsFor, sentencesFor } from './addressed-narration';
import femaleCaptionsList from './female-captions.json';

// Typed as strings: the list is empty until a narration has a `_female` text.
const femaleCaptions: readonly string[] = femaleCaptionsList;
const AR_MEDIA = join(PUBLIC_DIR, 'media', 'ar');
const REGENERATE = 'run: node scripts/media/captions-female.mjs';

/** [base sentence, its feminine form, where] for every `_female` text of a narration. */
function femaleForms(value: unknown, path: string): [string, string, string][] {
  if (typeof value !== 'object' || value === null) return [];
  const group = value as Record<string, unknown>;
  return Object.entries(group).flatMap(([key, child]): [string, string, string][] => {
    const female = group[`${key}_female`];
    const own: [string, string, string][] =
      typeof child === 'string' && typeof female === 'string'
        ? [[child, female, `${path}.${key}`]]
        : [];
    return [...own, ...femaleForms(child, `${path}.${key}`)];
  });
}

const FORMS = [
  ...femaleForms(guidedRelaxation.narration, 'guided-relaxation'),
  ...femaleForms(fingerBreathing.narration, 'finger-breathing'),
  ...femaleForms(imagination.narration, 'imagination'),
  ...femaleForms(bodyExercise.narration, 'body-exercise'),
  ...femaleForms(relaxation.narration, 'relaxation'),
  ...femaleForms(personalSources.narration, 'personal-sources'),
  ...femaleForms(narration.videos, 'videos'),
];
const FEMININE = new Map(FORMS.map(([base, female]) => [base, female]));
const BASE_FILES = readdirSync(AR_MEDIA)
  .filter((file) => file.endsWith('.vtt') && !file.endsWith('.female.vtt'))
  .map((file) => file.replace(/\.vtt$/, ''));

describe('the captions addressed to a woman', () => {
  it('gives each sentence one feminine form', () => {
    for (const [base, female, where] of FORMS) {
      expect(FEMININE.get(base), `${where}: «${base}» has two feminine forms`).toBe(female);
    }
  });

  it.each(BASE_FILES)('%s: the feminine track follows the captions and the texts', (name) => {
    const cues = readCues(`/media/ar/${name}.vtt`);
    const expected = cues.map((cue) => ({ ...cue, text: FEMININE.get(cue.text) ?? cue.text }));
    const differs = expected.some((cue, index) => cue.text !== cues[index]?.text);
    const file = join(AR_MEDIA, `${name}.female.vtt`);
    expect(existsSync(file), `${name}.female.vtt: ${REGENERATE}`).toBe(differs);
    expect(femaleCaptions.includes(name), `female-captions.json: ${REGENERATE}`).toBe(differs);
    if (differs) expect(readCues(`/media/ar/${name}.female.vtt`)).toEqual(expected);
  });

  it('shows every feminine form of a spoken sentence in a caption', () => {
    const shown = new Set(
      femaleCaptions.flatMap((name) =>
        readCues(`/media/ar/${name}.female.vtt`).map((cue) => cue.text),
      ),
    );
    const spoken = FORMS.filter(([, , where]) => !where.endsWith('.title'));
    expect(spoken.filter(([, female]) => !shown.has(female)).map(([, , where]) => where)).toEqual(
      [],
    );
  });
});

describe('captionsFor', () => {
  const name = femaleCaptions[0] ?? 'breathing';
  const listed = femaleCaptions.length > 0;

  it('gives a woman the feminine track where one exists', () => {
    expect(captionsFor(`/media/ar/${name}.vtt`, 'female')).toBe(
      listed ? `/media/ar/${name}.female.vtt` : `/media/ar/${name}.vtt`,
    );
  });

  it('keeps the recorded wording for a man, a guest and the English captions', () => {
    expect(captionsFor(`/media/ar/${name}.vtt`, 'male')).toBe(`/media/ar/${name}.vtt`);
    expect(captionsFor(`/media/ar/${name}.vtt`, undefined)).toBe(`/media/ar/${name}.vtt`);
    expect(captionsFor(`/media/en/${name}.vtt`, 'female')).toBe(`/media/en/${name}.vtt`);
    expect(captionsFor('/media/ar/no-such-file.vtt', 'female')).toBe('/media/ar/no-such-file.vtt');
    expect(captionsFor(undefined, 'female')).toBeUndefined();
  });
});

describe('sentencesFor', () => {
  const group = { a: 'اجلس براحة.', a_female: 'اجلسي براحة.', b: 'لاحظ أنفاسك.' };

  it('shows the feminine form to a woman, in the order of the narration', () => {
    expect(sentencesFor(group, 'female')).toEqual(['اجلسي براحة.', 'لاحظ أنفاسك.']);
  });

  it('shows the base sentences, never a context key, to anyone else', () => {
    expect(sentencesFor(group, undefined)).toEqual(['اجلس براحة.', 'لاحظ أنفاسك.']);
    expect(sentencesFor(group, 'male')).toEqual(['اجلس براحة.', 'لاحظ أنفاسك.']);
  });
});
