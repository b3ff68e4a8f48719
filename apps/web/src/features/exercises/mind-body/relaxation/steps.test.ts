import { RELAXATION_SEGMENTS, RELAXATION_STEP_COUNT } from '@waha/shared/constants';
import { describe, expect, it } from 'vitest';
import ar from '@/locales/ar/relaxation.json';
import en from '@/locales/en/relaxation.json';
import { RELAXATION_STEP_KEYS, RELAXATION_STEPS } from './steps';

describe('muscle relaxation steps', () => {
  it('has 8 steps (spec §9), each bound to its segment of the narration in order', () => {
    expect(RELAXATION_STEPS).toHaveLength(RELAXATION_STEP_COUNT);
    expect(RELAXATION_STEPS.map((step) => step.segment)).toEqual(RELAXATION_SEGMENTS);
  });

  it('tenses six muscle groups between an introduction and a way back', () => {
    expect(RELAXATION_STEPS.filter((step) => step.tenses)).toHaveLength(6);
    expect(RELAXATION_STEPS[0]?.regions).toEqual([]);
    expect(RELAXATION_STEPS.at(-1)?.regions).toBe('all');
    for (const step of RELAXATION_STEPS.filter((s) => s.tenses)) {
      expect(step.regions.length, step.key).toBeGreaterThan(0);
    }
  });

  it.each([
    ['en', en],
    ['ar', ar],
  ])('narrates the steps in the screen order in %s (scripts/media follows it)', (_, ns) => {
    expect(Object.keys(ns.narration)).toEqual(RELAXATION_STEP_KEYS);
  });

  it.each([
    ['en', en],
    ['ar', ar],
  ])('has a title, an instruction, a figure text and narration for every step in %s', (_, ns) => {
    for (const { key } of RELAXATION_STEPS) {
      expect(ns.steps[key].title, key).toBeTruthy();
      expect(ns.steps[key].instruction, key).toBeTruthy();
      expect(ns.steps[key].figure, key).toBeTruthy();
      expect(Object.keys(ns.narration[key]).length, key).toBeGreaterThan(0);
    }
  });
});
