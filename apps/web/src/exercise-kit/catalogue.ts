import type { TitleKey } from '../lib/i18n/resources';
import type { MediaSet, NarratedAudio } from '../lib/media-manifest';

/**
 * The exercise catalogue: one row per exercise, read by the hub (lists, tabs, suggestions, lengths),
 * the landing page and the exercises themselves. Adding an exercise starts here (see README.md).
 */

/** The three categories that have exercises (spec §1); Movement has none yet. */
export const CATEGORIES = ['mindBody', 'evolve', 'creativity'] as const;
export type Category = (typeof CATEGORIES)[number];

/** Each category's URL segment: /exercises/<segment>/<slug>/ and features/exercises/<segment>/<slug>/. */
export const CATEGORY_SEGMENTS = {
  mindBody: 'mind-body',
  evolve: 'evolve',
  creativity: 'creativity',
} as const satisfies Record<Category, string>;

export const CATEGORY_PATHS = {
  mindBody: '/exercises/mind-body/',
  evolve: '/exercises/evolve/',
  creativity: '/exercises/creativity/',
} as const satisfies Record<Category, string>;

/** The audios of the media manifest that narrate a whole exercise (one file each). */
export type ExerciseMediaKey = {
  [K in keyof MediaSet]: MediaSet[K] extends NarratedAudio ? K : never;
}[keyof MediaSet];

interface ExerciseBase {
  /** Also its key in the hub namespace (`exercises.<id>.description`). */
  id: ExerciseId;
  /** Its last URL segment, its folder name and its locale namespace (`locales/<lng>/<slug>.json`). */
  slug: string;
  category: Category;
  path: string;
  titleKey: TitleKey;
  /**
   * The exercise works from start to finish. Only ready ones are suggested by the hub or listed as
   * available on the landing page; the others are shown as being prepared.
   */
  ready: boolean;
  /** Part of another exercise's screen (the mandala is reached from drawing): not in category lists. */
  partOf?: ExerciseId;
}

/**
 * An exercise's length: its narration's, read from the media manifest, when it is guided by one
 * audio; otherwise a stated estimate, in minutes, of a calm first go.
 */
export type Exercise = ExerciseBase & ({ media: ExerciseMediaKey } | { estimateMinutes: number });

export type ExerciseId =
  | 'relaxation'
  | 'drawing'
  | 'mandala'
  | 'bodyExercise'
  | 'treeOfLife'
  | 'socialNetwork'
  | 'positiveImagery'
  | 'personalSources'
  | 'diary'
  | 'conversingTogether'
  | 'imagination'
  | 'guidedRelaxation'
  | 'fingerBreathing';

/**
 * Every exercise of spec §1 and §2, in the spec's order within each category. Paths are the spec's
 * routes; screens still being built say that they are coming, so every link works.
 */
export const EXERCISES = [
  {
    id: 'relaxation',
    slug: 'relaxation',
    category: 'mindBody',
    path: '/exercises/mind-body/relaxation/',
    titleKey: 'relaxation',
    media: 'relaxation',
    ready: true,
  },
  {
    id: 'drawing',
    slug: 'drawing',
    category: 'mindBody',
    path: '/exercises/mind-body/drawing/',
    titleKey: 'drawing',
    estimateMinutes: 15,
    ready: true,
  },
  {
    id: 'mandala',
    slug: 'mandala',
    category: 'mindBody',
    path: '/exercises/mind-body/drawing/mandala',
    titleKey: 'mandala',
    estimateMinutes: 15,
    ready: true,
    partOf: 'drawing',
  },
  {
    // Spec §2: "15 audio segments, about 5 minutes" (the narration is 15 × 20 s).
    id: 'bodyExercise',
    slug: 'body-exercise',
    category: 'mindBody',
    path: '/exercises/mind-body/body-exercise/',
    titleKey: 'bodyExercise',
    media: 'bodyExercise',
    ready: true,
  },
  {
    id: 'treeOfLife',
    slug: 'tree-of-life',
    category: 'evolve',
    path: '/exercises/evolve/tree-of-life/',
    titleKey: 'treeOfLife',
    estimateMinutes: 20,
    ready: true,
  },
  {
    id: 'socialNetwork',
    slug: 'social-network',
    category: 'evolve',
    path: '/exercises/evolve/social-network/',
    titleKey: 'socialNetwork',
    estimateMinutes: 15,
    ready: true,
  },
  {
    id: 'positiveImagery',
    slug: 'positive-imagery',
    category: 'evolve',
    path: '/exercises/evolve/positive-imagery/',
    titleKey: 'positiveImagery',
    estimateMinutes: 15,
    ready: true,
  },
  {
    id: 'personalSources',
    slug: 'personal-sources',
    category: 'evolve',
    path: '/exercises/evolve/personal-sources/',
    titleKey: 'personalSources',
    estimateMinutes: 30,
    ready: true,
  },
  {
    // Spec §2: "15 minutes once a week for four weeks".
    id: 'diary',
    slug: 'diary-adults',
    category: 'evolve',
    path: '/exercises/evolve/diary-adults/',
    titleKey: 'diary',
    estimateMinutes: 15,
    ready: true,
  },
  {
    id: 'conversingTogether',
    slug: 'conversing-together',
    category: 'evolve',
    path: '/exercises/evolve/conversing-together/',
    titleKey: 'conversingTogether',
    estimateMinutes: 15,
    ready: true,
  },
  {
    id: 'imagination',
    slug: 'imagination',
    category: 'creativity',
    path: '/exercises/creativity/imagination/',
    titleKey: 'imagination',
    media: 'imagination',
    ready: true,
  },
  {
    id: 'guidedRelaxation',
    slug: 'guided-relaxation',
    category: 'creativity',
    path: '/exercises/creativity/guided-relaxation/',
    titleKey: 'guidedRelaxation',
    media: 'breathing',
    ready: true,
  },
  {
    id: 'fingerBreathing',
    slug: 'finger-breathing',
    category: 'creativity',
    path: '/exercises/creativity/finger-breathing/',
    titleKey: 'fingerBreathing',
    media: 'fingerBreathing',
    ready: true,
  },
] as const satisfies readonly Exercise[];

export type CatalogueExercise = (typeof EXERCISES)[number];

/** A category's exercises for its list (not the ones that are part of another's screen). */
export function exercisesOf(category: Category): CatalogueExercise[] {
  return EXERCISES.filter((exercise) => exercise.category === category && !('partOf' in exercise));
}

export function exerciseById(id: ExerciseId): CatalogueExercise {
  const found = EXERCISES.find((exercise) => exercise.id === id);
  if (!found) throw new Error(`No exercise ${id}`);
  return found;
}

export function isReady(id: ExerciseId): boolean {
  return exerciseById(id).ready;
}

/** The hub's "games" tab (spec §1): the exercises done with the hands. */
export const GAME_IDS: readonly ExerciseId[] = [
  'drawing',
  'mandala',
  'positiveImagery',
  'treeOfLife',
  'socialNetwork',
];

/** The hub's "audios" tab: the exercises guided by voice. */
export const AUDIO_IDS: readonly ExerciseId[] = [
  'guidedRelaxation',
  'bodyExercise',
  'relaxation',
  'fingerBreathing',
  'imagination',
];

/** How much of a category still shows "being prepared": none, some or all of its exercises. */
export function preparingIn(category: Category): 'none' | 'some' | 'all' {
  const list = exercisesOf(category);
  const preparing = list.filter((exercise) => !exercise.ready).length;
  if (preparing === 0) return 'none';
  return preparing === list.length ? 'all' : 'some';
}
