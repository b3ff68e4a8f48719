import { PERSONAL_SOURCES_STEP_COUNT } from '@waha/shared/constants';

export const INTRO_PATH = '/exercises/evolve/personal-sources/';
export const SUMMARY_PATH = '/exercises/evolve/personal-sources/summary';

/** Steps 1 to 11, in order (spec §9; steps.test.ts holds it to PERSONAL_SOURCES_STEP_COUNT). */
export const STEPS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] as const;
export type StepNumber = (typeof STEPS)[number];

/** The step with this number, or null when there is none. */
export function asStep(value: number): StepNumber | null {
  return STEPS.find((step) => step === value) ?? null;
}

export function stepPath(step: number): string {
  return `/exercises/evolve/personal-sources/${step}`;
}

/** Where moving on from a step leads: the next step, and after the last the summary (spec §4). */
export function nextPath(step: number): string {
  return step < PERSONAL_SOURCES_STEP_COUNT ? stepPath(step + 1) : SUMMARY_PATH;
}

/** Where Back leads from a step: from step 1 the intro, from the others the step before (spec §4). */
export function previousPath(step: number): string {
  return step > 1 ? stepPath(step - 1) : INTRO_PATH;
}

/** `?from=summary` on a step: opened to edit one answer, so moving on (and Back) lead to the summary. */
export interface StepSearch {
  from?: 'summary';
}

export function parseStepSearch(search: Record<string, unknown>): StepSearch {
  return search.from === 'summary' ? { from: 'summary' } : {};
}
