import { LANGUAGES, NETWORK_MAX_PEOPLE } from '@waha/shared/constants';
import { describe, expect, it } from 'vitest';
import { EXERCISES } from '@/exercise-kit/catalogue';
import { localeTexts, scriptsIn, spokenSentences } from '@/test/narration-texts';
import { GUIDE_FIELDS, allGuides, guideOf, scriptOf, textsUnder } from './guide-content';

const bundleOf = (language: (typeof LANGUAGES)[number]) => (namespace: string) =>
  localeTexts(language, namespace);

describe.each(LANGUAGES)('the guides for helpers (%s)', (language) => {
  const guides = allGuides(language, bundleOf(language));

  it('has one guide per catalogue exercise, in its order', () => {
    expect(guides.map((guide) => guide.id)).toEqual(EXERCISES.map((exercise) => exercise.id));
  });

  it('gives every guide all its own texts, none empty', () => {
    for (const guide of guides) {
      for (const field of GUIDE_FIELDS) {
        expect(guide.texts[field].trim(), `${guide.id}.${field}`).not.toBe('');
      }
      expect(guide.minutes, guide.id).toBeGreaterThan(0);
    }
  });

  it('says in the hub how to do each exercise with someone', () => {
    const hub = localeTexts(language, 'hub') as {
      exercises: Record<string, { together?: string }>;
    };
    for (const exercise of EXERCISES) {
      expect(hub.exercises[exercise.id]?.together?.trim(), exercise.id).toBeTruthy();
    }
  });

  it('has guide texts only for exercises of the catalogue', () => {
    const ids = EXERCISES.map((exercise) => exercise.id as string);
    expect(Object.keys(localeTexts(language, 'guides')).sort()).toEqual([...ids].sort());
  });

  it('gives a narrated exercise the narration as the voice says it, word for word', () => {
    // The reference: the sentences the media scripts record (test/narration-texts.ts reads the
    // locale files as scripts/media/narration-texts.mjs does), in the order of the recordings.
    const narrated = scriptsIn(language).filter(({ source }) => !source.startsWith('videos.'));
    expect(narrated.length).toBeGreaterThan(0);
    for (const { source, files } of narrated) {
      const guide = guides.find((candidate) => candidate.path.endsWith(`/${source}/`));
      const exercise = EXERCISES.find((candidate) => candidate.slug === source);
      expect(guide ?? exercise?.partOf, source).toBeDefined();
      if (!guide) continue;
      const voice = files.flatMap(({ texts }) => spokenSentences(texts).map(([, text]) => text));
      expect(guide.scriptKind, source).toBe('narrated');
      expect(guide.script.flat(), source).toEqual(voice);
    }
  });

  it("gives an exercise without narration its screens' texts, from the keys its row names", () => {
    for (const exercise of EXERCISES.filter((candidate) => !candidate.media)) {
      const own = localeTexts(language, exercise.slug);
      expect(exercise.guideScript?.length, `${exercise.id}: guideScript`).toBeGreaterThan(0);
      // Every key names texts: a key renamed in the exercise fails here, not in print.
      const script = scriptOf(exercise, own);
      expect(script, exercise.id).toHaveLength(exercise.guideScript?.length ?? -1);
      for (const paragraph of script) {
        for (const text of paragraph) expect(text.trim(), exercise.id).not.toBe('');
      }
    }
  });
});

describe('a guide', () => {
  it('fails to be complete when its texts are missing', () => {
    const [exercise] = EXERCISES;
    if (!exercise) throw new Error('empty catalogue');
    const guide = guideOf(exercise, 'en', localeTexts('en', exercise.slug), {});
    expect(GUIDE_FIELDS.filter((field) => guide.texts[field] === '')).toEqual([...GUIDE_FIELDS]);
  });

  it('leaves out context forms and texts with a placeholder the screens fill from input', () => {
    expect(
      textsUnder({ a: 'One.', a_female: 'Uno.', b: { c: 'Hi {{name}}.', d: 'Up to {{max}}.' } }),
    ).toEqual(['One.', `Up to ${NETWORK_MAX_PEOPLE}.`]);
  });
});
