import { NETWORK_MAX_PEOPLE, type Language } from '@waha/shared/constants';
import { EXERCISES, type Exercise, type ExerciseId } from '@/exercise-kit/catalogue';
import { exerciseMinutes } from '@/exercise-kit/media';

/** A namespace's texts as i18next holds them: nested objects of strings. */
export type Bundle = Record<string, unknown>;

/** The guide-only texts of one exercise (`locales/<lng>/guides.json`, under its id). */
export const GUIDE_FIELDS = [
  'purpose',
  'suits',
  'another',
  'prepare',
  'watch',
  'distress',
  'child',
  'older',
  'injured',
  'group',
] as const;
export type GuideField = (typeof GUIDE_FIELDS)[number];

export interface Guide {
  id: ExerciseId;
  path: string;
  minutes: number;
  /** Where the script comes from: the narration (what the voice says) or the screens' texts. */
  scriptKind: 'narrated' | 'screens';
  /** The narration is recorded a second time in Arabic for women (catalogue `addressed`). */
  addressed: boolean;
  /** The script in paragraphs (a narration's step or a screen's group of texts), in order. */
  script: string[][];
  texts: Record<GuideField, string>;
}

// i18next context forms (`a_female` beside `a`): a guide gives the base text, as the screens and
// the first recording do.
const CONTEXT_KEY = /_(?:female|male)$/;
const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/**
 * The values the screens put into their texts (`{{max}}` people in a network). A text with any
 * other placeholder (a name typed on the screen) is not part of a readable script.
 */
const SCRIPT_VALUES: Readonly<Record<string, string>> = { max: String(NETWORK_MAX_PEOPLE) };

function filled(text: string): string | null {
  const names = [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
  if (names.some((name) => SCRIPT_VALUES[name] === undefined)) return null;
  return text.replace(PLACEHOLDER, (_, name: string) => SCRIPT_VALUES[name] ?? '');
}

function ownEntries(value: object): [string, unknown][] {
  return Object.entries(value).filter(([key]) => !CONTEXT_KEY.test(key));
}

/** Every text under `value`, in the order the file gives them, without context forms. */
export function textsUnder(value: unknown): string[] {
  if (typeof value === 'string') {
    const text = filled(value);
    return text === null ? [] : [text];
  }
  if (typeof value !== 'object' || value === null) return [];
  return ownEntries(value).flatMap(([, child]) => textsUnder(child));
}

function at(bundle: Bundle, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (node, key) =>
        typeof node === 'object' && node !== null ? (node as Bundle)[key] : undefined,
      bundle,
    );
}

/** A narration in paragraphs: a paragraph per group of sentences (a step), loose sentences together. */
function narrationParagraphs(narration: unknown): string[][] {
  if (typeof narration !== 'object' || narration === null) return [];
  const paragraphs: string[][] = [];
  let loose: string[] = [];
  for (const [, child] of ownEntries(narration)) {
    if (typeof child === 'string') {
      loose.push(...textsUnder(child));
      continue;
    }
    if (loose.length > 0) paragraphs.push(loose);
    loose = [];
    paragraphs.push(textsUnder(child));
  }
  if (loose.length > 0) paragraphs.push(loose);
  return paragraphs;
}

/**
 * The script of an exercise from its own namespace: a narration's words (the texts under
 * `narration`, as the media scripts read them), or the screens' texts its catalogue row names
 * (`guideScript`), a paragraph per key.
 */
export function scriptOf(exercise: Exercise, own: Bundle): string[][] {
  const paragraphs = exercise.media
    ? narrationParagraphs(own.narration)
    : (exercise.guideScript ?? []).map((path) => textsUnder(at(own, path)));
  return paragraphs.filter((paragraph) => paragraph.length > 0);
}

/**
 * One exercise's guide in one language, made from the catalogue, the exercise's namespace (`own`)
 * and the guides' namespace: nothing in it is written twice, so it follows the app's texts.
 */
export function guideOf(
  exercise: Exercise,
  language: Language,
  own: Bundle,
  guides: Bundle,
): Guide {
  const texts = (guides[exercise.id] ?? {}) as Partial<Record<GuideField, string>>;
  return {
    id: exercise.id,
    path: exercise.path,
    minutes: exerciseMinutes(exercise, language),
    scriptKind: exercise.media ? 'narrated' : 'screens',
    addressed: exercise.media?.addressed === true,
    script: scriptOf(exercise, own),
    texts: Object.fromEntries(GUIDE_FIELDS.map((field) => [field, texts[field] ?? ''])) as Record<
      GuideField,
      string
    >,
  };
}

/** The namespaces the guides read: each exercise's own, and the guides' texts. */
export const GUIDE_NAMESPACES = [...new Set(EXERCISES.map((exercise) => exercise.slug))];

/** Every exercise's guide, in the catalogue's order. */
export function allGuides(language: Language, bundleOf: (namespace: string) => Bundle): Guide[] {
  const guides = bundleOf('guides');
  return EXERCISES.map((exercise) => guideOf(exercise, language, bundleOf(exercise.slug), guides));
}
