import { BREATHING_STEP_COUNT } from '@waha/shared/constants';
import { describe, expect, it } from 'vitest';
import { BREATHING_STEPS, findStep, stepAt } from './steps';

describe('breathing steps', () => {
  it('are seven timed-audio steps with the spec’s segments', () => {
    expect(BREATHING_STEPS).toHaveLength(BREATHING_STEP_COUNT);
    expect(BREATHING_STEPS.map((step) => step.id)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(BREATHING_STEPS.map(({ segment }) => [segment.start, segment.end])).toEqual([
      [0, 73],
      [73, 106],
      [106, 133],
      [133, 149],
      [149, 166],
      [166, 177],
      [177, 208],
    ]);
    for (const step of BREATHING_STEPS) {
      expect(step.type).toBe('timed_audio');
      expect(step.titleKey).toBe(`steps.${step.id}.title`);
      expect(step.descriptionKey).toBe(`steps.${step.id}.description`);
    }
  });

  it('finds a step by id, and nothing for an unknown id', () => {
    expect(findStep('3')?.segment).toEqual({ start: 106, end: 133 });
    expect(findStep('8')).toBeUndefined();
    expect(findStep('0')).toBeUndefined();
    expect(findStep('')).toBeUndefined();
  });
});

describe('stepAt', () => {
  it.each([
    [0, '1'],
    [72.9, '1'],
    [73, '2'],
    [105.9, '2'],
    [106, '3'],
    [132.9, '3'],
    [133, '4'],
    [148.9, '4'],
    [149, '5'],
    [165.9, '5'],
    [166, '6'],
    [176.9, '6'],
    [177, '7'],
    [207.9, '7'],
    [208, '7'],
  ])('puts %s s in step %s', (seconds, id) => {
    expect(stepAt(seconds).id).toBe(id);
  });

  it('keeps times outside the audio in the first or last step', () => {
    expect(stepAt(-1).id).toBe('1');
    expect(stepAt(Number.NaN).id).toBe('1');
    expect(stepAt(250).id).toBe('7');
  });
});
