import { EXERCISE_ROWS, narrationFiles } from '@waha/shared/catalogue';
import type { Language } from '@waha/shared/constants';
import { VIDEO_FILES, type VideoName } from '@/lib/media/media-manifest';

// Test helper: the narration scripts as the voice speaks them (scripts/media/narration-texts.mjs
// reads the same locale files): every exercise's with a narration in the catalogue, and the
// videos'. A narration that must address the listener is recorded twice in Arabic, once from its
// `_female` texts; the others speak to no one in particular.

/** A narration script: the groups of one recording, by the name its files carry. */
export interface Script {
  /** Where its texts are, for messages: a namespace or `videos.<key>`. */
  source: string;
  /** Recorded a second time for women (`<file>.female.*`). */
  addressed: boolean;
  /** The media files it makes (without extension), and the texts each one speaks. */
  files: { name: string; texts: unknown }[];
}

const CONTEXT_KEY = /_(?:female|male)$/;
type Texts = Record<string, unknown>;

const LOCALES = import.meta.glob<Texts>('../locales/*/*.json', { eager: true, import: 'default' });

/** A locale file's texts. */
export function localeTexts(language: Language, namespace: string): Texts {
  const texts = LOCALES[`../locales/${language}/${namespace}.json`];
  if (!texts) throw new Error(`No locales/${language}/${namespace}.json`);
  return texts;
}

const ADDRESSED_VIDEOS = new Set<string>(['traumaUnderstanding', 'traumaCoping']);

/** Every narration script in one language. */
export function scriptsIn(language: Language): Script[] {
  const exercises = Object.values(EXERCISE_ROWS).flatMap(({ slug, media }): Script[] => {
    if (!media) return [];
    const narration = localeTexts(language, slug).narration as Texts;
    return [
      {
        source: slug,
        addressed: media.addressed === true,
        // A narration in steps has one group per step, `s1` to `s<count>`.
        files: narrationFiles(media).map((name, i) => ({
          name,
          texts: media.kind === 'steps' ? narration[`s${i + 1}`] : narration,
        })),
      },
    ];
  });
  const videos = localeTexts(language, 'narration').videos as Record<VideoName, Texts>;
  return [
    ...exercises,
    ...Object.entries(videos).map(([key, texts]) => ({
      source: `videos.${key}`,
      addressed: ADDRESSED_VIDEOS.has(key),
      files: [{ name: VIDEO_FILES[key as VideoName] ?? key, texts }],
    })),
  ];
}

/** The Arabic scripts, whose voice the Arabic tests check. */
export const SCRIPTS: Script[] = scriptsIn('ar');

/**
 * The sentences a recording speaks, in order, as `[key path, text]`: each sentence's `_female` form
 * in the recording for women, where it has one. Video slide titles are shown, never said.
 */
export function spokenSentences(texts: unknown, form?: 'female', path = ''): [string, string][] {
  if (typeof texts !== 'object' || texts === null) return [];
  const group = texts as Texts;
  return Object.entries(group).flatMap(([key, child]): [string, string][] => {
    if (CONTEXT_KEY.test(key) || key === 'title') return [];
    const where = path ? `${path}.${key}` : key;
    if (typeof child === 'string') {
      const addressed = form === undefined ? undefined : group[`${key}_${form}`];
      return [[where, typeof addressed === 'string' ? addressed : child]];
    }
    return spokenSentences(child, form, where);
  });
}

/** Every `_female` or `_male` text among a script's spoken sentences (titles aside), by key path. */
export function spokenForms(texts: unknown, path = ''): string[] {
  if (typeof texts !== 'object' || texts === null) return [];
  return Object.entries(texts as Texts).flatMap(([key, child]) => {
    const where = path ? `${path}.${key}` : key;
    if (typeof child === 'string')
      return CONTEXT_KEY.test(key) && !key.startsWith('title') ? [where] : [];
    return spokenForms(child, where);
  });
}
