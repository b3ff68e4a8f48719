// The Arabic voice for everyone (content review 2, problem 4): the narration speaks to no one in
// particular, one recording for all; where it must address the listener it is recorded twice, and
// whoever listens reads the words of the recording they hear (WCAG 1.2.2).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCRIPTS, spokenForms, spokenSentences } from '@/test/narration-texts';
import { PUBLIC_DIR, readCues } from '@/test/webvtt';
import { addressedFile } from './addressed-narration';
import durations from './media-durations.json';
import femaleRecordingsList from './female-recordings.json';
import sizes from './media-sizes.json';

const femaleRecordings: readonly string[] = femaleRecordingsList;
const AR_MEDIA = join(PUBLIC_DIR, 'media', 'ar');
const SENTENCES = JSON.parse(
  readFileSync(join(PUBLIC_DIR, '..', '..', '..', 'scripts', 'media', 'ar-sentences.json'), 'utf8'),
) as Record<string, string>;
const REGENERATE = 'regenerate with scripts/media (README)';

// A singular "you": the pronoun suffix -ka / -ki after a letter with its short vowel (جَسَدِكَ،
// يُسَاعِدُكِ، لَكَ; not a verb whose root ends in k, نَتَحَرَّكَ, nor ذَلِكَ، هُنَاكَ، تِلْكَ), and
// أَنْتَ / أَنْتِ. A check of what a machine can see; listening remains the real one.
const DEMONSTRATIVES = /(?:ذَلِكَ|هُنَاكَ|تِلْكَ)[.،؟:»]?$/u;
function singularYou(vowelled: string, form: 'masculine' | 'feminine' | 'any'): string[] {
  const suffix = { masculine: '\u064E', feminine: '\u0650', any: '[\u064E\u0650]' }[form];
  const ending = new RegExp(`[\u0621-\u064A][\u064E-\u0650]ك${suffix}[.،؟:»]?$`, 'u');
  const pronoun = { masculine: /^أَنْتَ/u, feminine: /^أَنْتِ/u, any: /^أَنْتَ|^أَنْتِ/u }[form];
  return vowelled
    .split(' ')
    .filter((word) => !DEMONSTRATIVES.test(word) && (ending.test(word) || pronoun.test(word)));
}

describe.each(SCRIPTS.filter((script) => !script.addressed))(
  'the narration of $source, one recording for everyone',
  ({ files }) => {
    it('has no feminine or masculine form: its Arabic speaks to no one in particular', () => {
      for (const { texts } of files) expect(spokenForms(texts)).toEqual([]);
    });

    it('says no singular "you" (first person plural instead: «لنأخذ نفَسًا…»)', () => {
      for (const { texts } of files) {
        for (const [key, text] of spokenSentences(texts)) {
          expect(singularYou(SENTENCES[text] ?? '', 'any'), `${key}: «${text}»`).toEqual([]);
        }
      }
    });

    it.each(files.map(({ name }) => name))('%s has no recording or captions for women', (name) => {
      expect(existsSync(join(AR_MEDIA, `${name}.female.vtt`))).toBe(false);
      expect(femaleRecordings).not.toContain(name);
    });
  },
);

describe.each(SCRIPTS.filter((script) => script.addressed))(
  'the narration of $source, recorded for men and guests and for women',
  ({ files }) => {
    describe.each(files)('$name', ({ name, texts }) => {
      const video = name.startsWith('trauma-');
      const media = video ? ['mp4'] : ['opus', 'm4a'];

      it('has a recording for women, listed for the players, with its lengths and sizes', () => {
        expect(femaleRecordings, `female-recordings.json: ${REGENERATE}`).toContain(name);
        for (const extension of [...media, 'vtt']) {
          const file = `${name}.female.${extension}`;
          expect(existsSync(join(AR_MEDIA, file)), file).toBe(true);
          expect((sizes.ar as Record<string, number | undefined>)[file], file).toBeGreaterThan(0);
        }
        for (const extension of media) {
          const file = `${name}.female.${extension}`;
          expect((durations.ar as Record<string, number | undefined>)[file], file).toBeGreaterThan(
            0,
          );
        }
      });

      it.each([
        ['for men and guests', undefined, `/media/ar/${name}.vtt`, 'masculine'],
        ['for women', 'female', `/media/ar/${name}.female.vtt`, 'feminine'],
      ] as const)(
        'captions the recording %s with the sentences it speaks, in order',
        (_who, form, captions, gender) => {
          const spoken = spokenSentences(texts, form).map(([, text]) => text);
          expect(readCues(captions).map((cue) => cue.text)).toEqual(spoken);
          // The woman's recording says no "you" addressed to a man, and the other way round.
          const other = gender === 'feminine' ? 'masculine' : 'feminine';
          for (const text of spoken)
            expect(singularYou(SENTENCES[text] ?? '', other), text).toEqual([]);
        },
      );
    });
  },
);

it('lists only recordings that exist, and no captions for women without their recording', () => {
  const female = readdirSync(AR_MEDIA).filter((file) => file.includes('.female.'));
  const names = new Set(female.map((file) => file.replace(/\.female\.[a-z0-9]+$/, '')));
  expect([...names].sort()).toEqual([...femaleRecordings].sort());
  for (const name of names) {
    const recorded = ['opus', 'mp4'].some((ext) =>
      existsSync(join(AR_MEDIA, `${name}.female.${ext}`)),
    );
    expect(recorded, name).toBe(true);
  }
});

describe('addressedFile', () => {
  const name = 'imagination';

  it('gives a woman the recording for women, its AAC twin and its captions', () => {
    expect(addressedFile(`/media/ar/${name}.opus`, 'female')).toBe(`/media/ar/${name}.female.opus`);
    expect(addressedFile(`/media/ar/${name}.m4a`, 'female')).toBe(`/media/ar/${name}.female.m4a`);
    expect(addressedFile(`/media/ar/${name}.vtt`, 'female')).toBe(`/media/ar/${name}.female.vtt`);
    expect(addressedFile('/media/ar/trauma-coping.mp4', 'female')).toBe(
      '/media/ar/trauma-coping.female.mp4',
    );
  });

  it('keeps the one recording for everyone, a man’s and a guest’s, and English', () => {
    expect(addressedFile('/media/ar/breathing.opus', 'female')).toBe('/media/ar/breathing.opus');
    expect(addressedFile(`/media/ar/${name}.opus`, 'male')).toBe(`/media/ar/${name}.opus`);
    expect(addressedFile(`/media/ar/${name}.vtt`, undefined)).toBe(`/media/ar/${name}.vtt`);
    expect(addressedFile(`/media/en/${name}.vtt`, 'female')).toBe(`/media/en/${name}.vtt`);
    expect(addressedFile(undefined, 'female')).toBeUndefined();
  });
});
