import { describe, expect, it } from 'vitest';
import { SYMPTOMS } from '../../lib/onboarding-answers';
import { EXERCISES } from './exercises';
import { DEFAULT_SUGGESTIONS, SYMPTOM_EXERCISES, suggestExercises } from './suggestions';

describe('suggestions from the onboarding symptoms', () => {
  it('start with guided relaxation and finger breathing for panic', () => {
    expect(suggestExercises({ symptoms: ['panic'] })).toEqual([
      'guidedRelaxation',
      'fingerBreathing',
      'relaxation',
    ]);
  });

  it('start with the body for aggression, and with the safe oasis for nightmares', () => {
    expect(suggestExercises({ symptoms: ['aggression'] })[0]).toBe('relaxation');
    expect(suggestExercises({ symptoms: ['nightmares'] }).slice(0, 2)).toEqual([
      'imagination',
      'diary',
    ]);
  });

  it('ground flashbacks with finger breathing first', () => {
    expect(suggestExercises({ symptoms: ['flashbacks'] })[0]).toBe('fingerBreathing');
  });

  it('raise an exercise that helps several chosen symptoms above one that helps one', () => {
    // Guided relaxation helps panic (3), anxiety (3) and nightmares (1); imagination anxiety (2)
    // and nightmares (3); finger breathing panic (2) and anxiety (1).
    expect(suggestExercises({ symptoms: ['anxiety', 'panic', 'nightmares'] })).toEqual([
      'guidedRelaxation',
      'imagination',
      'fingerBreathing',
      'diary',
    ]);
  });

  it('change the order when the answers change', () => {
    const forPanic = suggestExercises({ symptoms: ['panic'] });
    const forStress = suggestExercises({ symptoms: ['stress'] });
    expect(forStress[0]).toBe('bodyExercise');
    expect(forStress).not.toEqual(forPanic);
  });

  it('show at most four', () => {
    expect(suggestExercises({ symptoms: [...SYMPTOMS] })).toHaveLength(4);
  });

  it('fall back to gentle starting points without symptoms or answers', () => {
    expect(suggestExercises(null)).toEqual(DEFAULT_SUGGESTIONS);
    expect(suggestExercises({ symptoms: [] })).toEqual(DEFAULT_SUGGESTIONS);
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
  expect(suggestExercises({ ...nightmares, ageBand: '18-30' })).toContain('diary');
  expect(suggestExercises({ ...nightmares, ageBand: 'under18' })).not.toContain('diary');
  expect(suggestExercises({ ...nightmares, ageBand: 'under18' })).toEqual(
    suggestExercises({ ...nightmares, ageBand: '18-30' }).filter((id) => id !== 'diary'),
  );
});
