import narration from '../locales/ar/narration.json';
import guidedRelaxation from '../locales/ar/guided-relaxation.json';
import fingerBreathing from '../locales/ar/finger-breathing.json';
import imagination from '../locales/ar/imagination.json';
import bodyExercise from '../locales/ar/body-exercise.json';
import relaxation from '../locales/ar/relaxation.json';
import personalSources from '../locales/ar/personal-sources.json';

// Test helper: the Arabic narration scripts as the voice speaks them (scripts/media/
// narration-texts.mjs reads the same locale files). A narration that must address the listener is
// recorded twice, once from its `_female` texts; the others speak to no one in particular.

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

const VIDEO_FILES: Record<string, string> = {
  aboutApp: 'about-app',
  confidentiality: 'confidentiality',
  traumaUnderstanding: 'trauma-understanding',
  traumaCoping: 'trauma-coping',
  guidedRelaxationIntro: 'guided-relaxation-intro',
};
const ADDRESSED_VIDEOS = new Set(['traumaUnderstanding', 'traumaCoping']);

export const SCRIPTS: Script[] = [
  {
    source: 'guided-relaxation',
    addressed: false,
    files: [{ name: 'breathing', texts: guidedRelaxation.narration }],
  },
  {
    source: 'finger-breathing',
    addressed: false,
    files: [{ name: 'finger-breathing', texts: fingerBreathing.narration }],
  },
  {
    source: 'imagination',
    addressed: true,
    files: [{ name: 'imagination', texts: imagination.narration }],
  },
  {
    source: 'body-exercise',
    addressed: false,
    files: [{ name: 'body-exercise', texts: bodyExercise.narration }],
  },
  {
    source: 'relaxation',
    addressed: false,
    files: [{ name: 'relaxation', texts: relaxation.narration }],
  },
  {
    source: 'personal-sources',
    addressed: true,
    files: Object.entries(personalSources.narration).map(([step, texts]) => ({
      name: `personal-sources-${step.slice(1)}`,
      texts,
    })),
  },
  ...Object.entries(narration.videos).map(([key, texts]) => ({
    source: `videos.${key}`,
    addressed: ADDRESSED_VIDEOS.has(key),
    files: [{ name: VIDEO_FILES[key] ?? key, texts }],
  })),
];

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
