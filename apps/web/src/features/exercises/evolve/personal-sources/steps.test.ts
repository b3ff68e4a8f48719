import { PERSONAL_SOURCES_STEP_COUNT } from '@waha/shared/constants';
import { describe, expect, it } from 'vitest';
import { asStep, nextPath, previousPath, STEPS } from './steps';

describe('personal sources steps', () => {
  it('are 1 to 11 (spec §9)', () => {
    expect(STEPS).toHaveLength(PERSONAL_SOURCES_STEP_COUNT);
    expect(STEPS.map((step, index) => step - index)).toEqual(STEPS.map(() => 1));
    expect(asStep(0)).toBeNull();
    expect(asStep(12)).toBeNull();
    expect(asStep(11)).toBe(11);
  });

  it('go forward to the next step, and after the last to the summary', () => {
    expect(nextPath(1)).toBe('/exercises/evolve/personal-sources/2');
    expect(nextPath(11)).toBe('/exercises/evolve/personal-sources/summary');
  });

  it('go back from step 1 to the intro, from the others to the step before (spec §4)', () => {
    expect(previousPath(1)).toBe('/exercises/evolve/personal-sources/');
    expect(previousPath(7)).toBe('/exercises/evolve/personal-sources/6');
  });
});
