import {
  CATEGORY_SEGMENTS,
  EXERCISE_IDS,
  EXERCISE_ROWS,
  type Category,
  type ExerciseId,
  type ExerciseRow,
  type HubTab,
} from '@waha/shared/catalogue';
import type { TitleKey } from '@/lib/i18n/resources';

/**
 * The exercise catalogue as the web app reads it: one row per exercise from
 * `packages/shared/src/exercises/catalogue.json` (its fields are described in `catalogue.ts` beside
 * it), read by the hub (lists, tabs, suggestions, lengths), the landing page, the offline files and
 * the exercises themselves. Adding an exercise starts there: `npm run new-exercise` (see README.md).
 */

export type { Category, ExerciseId, HubTab };

/** The three categories that have exercises (spec §1); Movement has none yet. */
export const CATEGORIES = Object.keys(CATEGORY_SEGMENTS) as Category[];

export const CATEGORY_PATHS = Object.fromEntries(
  CATEGORIES.map((category) => [category, `/exercises/${CATEGORY_SEGMENTS[category]}/`]),
) as Readonly<Record<Category, string>>;

export interface Exercise extends ExerciseRow {
  /** Also its key in the hub namespace (`exercises.<id>.description`). */
  id: ExerciseId;
  /** Its title in `titles.json`: its id (a missing title fails the type check here). */
  titleKey: TitleKey;
}

/** Every exercise of spec §1 and §2, in the spec's order within each category. */
export const EXERCISES: readonly Exercise[] = EXERCISE_IDS.map((id) => ({
  ...EXERCISE_ROWS[id],
  id,
  titleKey: id,
}));

/** A category's exercises for its list (not the ones that are part of another's screen). */
export function exercisesOf(category: Category): Exercise[] {
  return EXERCISES.filter((exercise) => exercise.category === category && !exercise.partOf);
}

export function exerciseById(id: ExerciseId): Exercise {
  const found = EXERCISES.find((exercise) => exercise.id === id);
  if (!found) throw new Error(`No exercise ${id}`);
  return found;
}

/** The exercise a slug names (a rating or a record keeps the slug), or undefined. */
export function exerciseBySlug(slug: string): Exercise | undefined {
  return EXERCISES.find((exercise) => exercise.slug === slug);
}

export function isReady(id: ExerciseId): boolean {
  return exerciseById(id).ready;
}

/** The exercises a hub tab lists (spec §1: games are done with the hands, audios guided by voice). */
export function tabExercises(tab: HubTab): ExerciseId[] {
  return EXERCISES.filter((exercise) => exercise.tabs?.[tab] !== undefined)
    .sort((a, b) => (a.tabs?.[tab] ?? 0) - (b.tabs?.[tab] ?? 0))
    .map((exercise) => exercise.id);
}

/** How much of a category still shows "being prepared": none, some or all of its exercises. */
export function preparingIn(category: Category): 'none' | 'some' | 'all' {
  const list = exercisesOf(category);
  const preparing = list.filter((exercise) => !exercise.ready).length;
  if (preparing === 0) return 'none';
  return preparing === list.length ? 'all' : 'some';
}
