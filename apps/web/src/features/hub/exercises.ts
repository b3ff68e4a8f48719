import type { TitleKey } from '../../lib/i18n/resources';

/** The three categories that have exercises (spec §1); Movement has none yet. */
export const CATEGORIES = ['mindBody', 'evolve', 'creativity'] as const;
export type Category = (typeof CATEGORIES)[number];

export const CATEGORY_PATHS = {
  mindBody: '/exercises/mind-body/',
  evolve: '/exercises/evolve/',
  creativity: '/exercises/creativity/',
} as const satisfies Record<Category, string>;

/** Which audio of the media manifest an exercise is narrated by, for its real length. */
export type NarrationKey =
  'breathing' | 'bodyExercise' | 'relaxation' | 'fingerBreathing' | 'imagination';

interface ExerciseBase {
  /** Also its key in the hub namespace (`exercises.<id>.description`). */
  id: ExerciseId;
  category: Category;
  path: string;
  titleKey: TitleKey;
}

/**
 * An exercise's length: its narration's, read from the media manifest, when it is guided by one
 * audio; otherwise a stated estimate, in minutes, of a calm first go.
 */
export type Exercise = ExerciseBase & ({ narration: NarrationKey } | { estimateMinutes: number });

/**
 * Every exercise of spec §1 and §2, in the spec's order within each category. Paths are the spec's
 * routes; screens still being built show that they are coming, so every link works.
 */
export const EXERCISES = [
  {
    id: 'relaxation',
    category: 'mindBody',
    path: '/exercises/mind-body/relaxation/',
    titleKey: 'relaxation',
    narration: 'relaxation',
  },
  {
    id: 'drawing',
    category: 'mindBody',
    path: '/exercises/mind-body/drawing/',
    titleKey: 'drawing',
    estimateMinutes: 15,
  },
  {
    // Spec §2: "15 audio segments, about 5 minutes" (the narration is 15 × 20 s).
    id: 'bodyExercise',
    category: 'mindBody',
    path: '/exercises/mind-body/body-exercise/',
    titleKey: 'bodyExercise',
    narration: 'bodyExercise',
  },
  {
    id: 'treeOfLife',
    category: 'evolve',
    path: '/exercises/evolve/tree-of-life/',
    titleKey: 'treeOfLife',
    estimateMinutes: 20,
  },
  {
    id: 'socialNetwork',
    category: 'evolve',
    path: '/exercises/evolve/social-network/',
    titleKey: 'socialNetwork',
    estimateMinutes: 15,
  },
  {
    id: 'positiveImagery',
    category: 'evolve',
    path: '/exercises/evolve/positive-imagery/',
    titleKey: 'positiveImagery',
    estimateMinutes: 15,
  },
  {
    id: 'personalSources',
    category: 'evolve',
    path: '/exercises/evolve/personal-sources/',
    titleKey: 'personalSources',
    estimateMinutes: 30,
  },
  {
    // Spec §2: "15 minutes once a week for four weeks".
    id: 'diary',
    category: 'evolve',
    path: '/exercises/evolve/diary-adults/',
    titleKey: 'diary',
    estimateMinutes: 15,
  },
  {
    id: 'conversingTogether',
    category: 'evolve',
    path: '/exercises/evolve/conversing-together/',
    titleKey: 'conversingTogether',
    estimateMinutes: 15,
  },
  {
    id: 'imagination',
    category: 'creativity',
    path: '/exercises/creativity/imagination/',
    titleKey: 'imagination',
    narration: 'imagination',
  },
  {
    id: 'guidedRelaxation',
    category: 'creativity',
    path: '/exercises/creativity/guided-relaxation/',
    titleKey: 'guidedRelaxation',
    narration: 'breathing',
  },
  {
    id: 'fingerBreathing',
    category: 'creativity',
    path: '/exercises/creativity/finger-breathing/',
    titleKey: 'fingerBreathing',
    narration: 'fingerBreathing',
  },
] as const satisfies readonly Exercise[];

export type ExerciseId =
  | 'relaxation'
  | 'drawing'
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

export type CatalogueExercise = (typeof EXERCISES)[number];

export function exercisesOf(category: Category): CatalogueExercise[] {
  return EXERCISES.filter((exercise) => exercise.category === category);
}

export function exerciseById(id: ExerciseId): CatalogueExercise {
  const found = EXERCISES.find((exercise) => exercise.id === id);
  if (!found) throw new Error(`No exercise ${id}`);
  return found;
}

/** The hub's "games" tab (spec §1): the exercises done with the hands. */
export const GAME_IDS: readonly ExerciseId[] = [
  'drawing',
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
