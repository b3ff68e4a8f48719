import type { OnboardingAnswers, Symptom } from '@/lib/onboarding/onboarding-answers';
import { EXERCISES, exerciseById, isReady, type ExerciseId } from '@/exercise-kit/catalogue';

/**
 * Which exercises may help with each symptom chosen in onboarding, most helpful first. This is a
 * humble starting point drawn from common self-help practice, not clinical advice, and the hub says
 * so. Keep each list short: the first entries count most.
 *
 * - anxiety: slow guided breathing calms the body's alarm; imagining a safe place and finger
 *   breathing give the mind somewhere quiet to rest.
 * - panic: finger breathing first, whose anchor is touch, not only the breath (attention to the
 *   breath and "deep breath" cues can bring on the feared sensations), then guided relaxation,
 *   which offers the feet as an anchor, then muscle release.
 * - aggression: let the tension out through the body (muscle relaxation, body exercise), then
 *   drawing as a calm outlet.
 * - nightmares: a safe inner place to return to (safe oasis), writing the night down (diary), and
 *   breathing before sleep.
 * - flashbacks: grounding in the here and now (finger breathing: counting, touch), recalling one's
 *   strengths (personal sources), and a safe place to go in the mind.
 * - stress: the body first (body exercise, muscle relaxation), then guided relaxation.
 */
export const SYMPTOM_EXERCISES: Record<Symptom, readonly ExerciseId[]> = {
  anxiety: ['guidedRelaxation', 'imagination', 'fingerBreathing'],
  panic: ['fingerBreathing', 'guidedRelaxation', 'relaxation'],
  aggression: ['relaxation', 'bodyExercise', 'drawing'],
  nightmares: ['imagination', 'diary', 'guidedRelaxation'],
  flashbacks: ['fingerBreathing', 'personalSources', 'imagination'],
  stress: ['bodyExercise', 'relaxation', 'guidedRelaxation'],
};

/** With no symptoms to go on: gentle, short, voice-guided exercises anyone can start with. */
export const DEFAULT_SUGGESTIONS: readonly ExerciseId[] = [
  'guidedRelaxation',
  'fingerBreathing',
  'imagination',
  'bodyExercise',
];

/** How many suggestions the hub shows at most: a few clear choices, not a second catalogue. */
export const SUGGESTION_COUNT = 4;

/**
 * The exercises to suggest for the chosen symptoms, most relevant first. An exercise scores
 * (list length − position) for every symptom that lists it, so the first entry of a list weighs
 * most and an exercise that helps several chosen symptoms rises; ties keep the catalogue order.
 * No symptoms (or no answers) gives the default starting points. Only exercises that work
 * (`ready` in the catalogue) are suggested: a person in distress must not meet a screen that is
 * still being prepared; when none of the matches is ready, the ready starting points are offered.
 */
export function suggestExercises(
  answers:
    (Pick<OnboardingAnswers, 'symptoms'> & Partial<Pick<OnboardingAnswers, 'ageBand'>>) | null,
  count = SUGGESTION_COUNT,
  available: (id: ExerciseId) => boolean = isReady,
): ExerciseId[] {
  const symptoms = answers?.symptoms ?? [];
  // The diary is for adults (spec §1, "diary (adults)"): never suggested to someone under 18.
  const forAdults = answers?.ageBand !== 'under18';
  const allowed = (id: ExerciseId) => available(id) && (forAdults || !exerciseById(id).adultsOnly);
  const defaults = DEFAULT_SUGGESTIONS.filter(allowed).slice(0, count);
  if (symptoms.length === 0) return defaults;
  const scores = new Map<ExerciseId, number>();
  for (const symptom of symptoms) {
    const list = SYMPTOM_EXERCISES[symptom];
    list.forEach((id, position) => {
      if (allowed(id)) scores.set(id, (scores.get(id) ?? 0) + list.length - position);
    });
  }
  if (scores.size === 0) return defaults;
  const catalogueOrder = EXERCISES.map((exercise) => exercise.id);
  return [...scores.keys()]
    .sort(
      (a, b) =>
        (scores.get(b) ?? 0) - (scores.get(a) ?? 0) ||
        catalogueOrder.indexOf(a) - catalogueOrder.indexOf(b),
    )
    .slice(0, count);
}
