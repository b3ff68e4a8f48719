import { describe, expect, it } from 'vitest';
import { SYMPTOMS } from '@/lib/onboarding/onboarding-answers';
import { EXERCISES } from '@/exercise-kit/catalogue';
import { DEFAULT_SUGGESTIONS, SYMPTOM_EXERCISES, suggestExercises } from './suggestions';

type Answers = Parameters<typeof suggestExercises>[0];
/** The ranking as if every exercise were ready (readiness is tested on its own below). */
const rank = (answers: Answers) => suggestExercises(answers, undefined, () => true);

describe('suggestions from the onboarding symptoms', () => {
  it('start with finger breathing for panic, whose anchor is touch, then guided relaxation', () => {
    expect(rank({ symptoms: ['panic'] })).toEqual([
      'fingerBreathing',
      'guidedRelaxation',
      'relaxation',
    ]);
  });

  it('start with the body for aggression, and with the safe oasis for nightmares', () => {
    expect(rank({ symptoms: ['aggression'] })[0]).toBe('relaxation');
    expect(rank({ symptoms: ['nightmares'] }).slice(0, 2)).toEqual(['imagination', 'diary']);
  });

  it('ground flashbacks with finger breathing first', () => {
    expect(rank({ symptoms: ['flashbacks'] })[0]).toBe('fingerBreathing');
  });

  it('raise an exercise that helps several chosen symptoms above one that helps one', () => {
    // Guided relaxation helps anxiety (3), panic (2) and nightmares (1); imagination anxiety (2)
    // and nightmares (3); finger breathing panic (3) and anxiety (1).
    expect(rank({ symptoms: ['anxiety', 'panic', 'nightmares'] })).toEqual([
      'guidedRelaxation',
      'imagination',
      'fingerBreathing',
      'diary',
    ]);
  });

  it('change the order when the answers change', () => {
    const forPanic = rank({ symptoms: ['panic'] });
    const forStress = rank({ symptoms: ['stress'] });
    expect(forStress[0]).toBe('bodyExercise');
    expect(forStress).not.toEqual(forPanic);
  });

  it('show at most four', () => {
    expect(rank({ symptoms: [...SYMPTOMS] })).toHaveLength(4);
  });

  it('fall back to gentle starting points without symptoms or answers', () => {
    expect(rank(null)).toEqual(DEFAULT_SUGGESTIONS);
    expect(rank({ symptoms: [] })).toEqual(DEFAULT_SUGGESTIONS);
  });

  it('name only exercises of the catalogue, each once per symptom', () => {
    const ids = new Set(EXERCISES.map((exercise) => exercise.id));
    for (const symptom of SYMPTOMS) {
      const list = SYMPTOM_EXERCISES[symptom];
      expect(list.length).toBeGreaterThan(0);
      expect(new Set(list).size).toBe(list.length);
      for (const id of list) expect(ids.has(id)).toBe(true);
    }
  });
});

it('never suggests the adults-only diary to someone under 18', () => {
  const nightmares = { symptoms: ['nightmares' as const] };
  expect(rank({ ...nightmares, ageBand: '18-30' })).toContain('diary');
  expect(rank({ ...nightmares, ageBand: 'under18' })).not.toContain('diary');
  expect(rank({ ...nightmares, ageBand: 'under18' })).toEqual(
    rank({ ...nightmares, ageBand: '18-30' }).filter((id) => id !== 'diary'),
  );
});

describe('only exercises that work are suggested', () => {
  it('leave out those the catalogue does not mark ready, keeping the order', () => {
    const ready = new Set(['guidedRelaxation', 'relaxation']);
    expect(suggestExercises({ symptoms: ['panic'] }, undefined, (id) => ready.has(id))).toEqual([
      'guidedRelaxation',
      'relaxation',
    ]);
    expect(suggestExercises(null, undefined, (id) => ready.has(id))).toEqual(['guidedRelaxation']);
  });

  it('offer the ready starting points when no match for the symptoms is ready', () => {
    const ready = new Set(['guidedRelaxation']);
    expect(
      suggestExercises({ symptoms: ['aggression'] }, undefined, (id) => ready.has(id)),
    ).toEqual(['guidedRelaxation']);
  });

  it('by default suggest only exercises the catalogue marks ready', () => {
    for (const symptoms of [[], ...SYMPTOMS.map((symptom) => [symptom])]) {
      const ids = suggestExercises({ symptoms });
      expect(ids.length).toBeGreaterThan(0);
      for (const id of ids) expect(EXERCISES.find((e) => e.id === id)?.ready).toBe(true);
    }
  });
});
