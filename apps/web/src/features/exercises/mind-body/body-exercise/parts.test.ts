import { BODY_EXERCISE_SEGMENT_COUNT, BODY_EXERCISE_SEGMENTS } from '@waha/shared/constants';
import { describe, expect, it } from 'vitest';
import ar from '@/locales/ar/body-exercise.json';
import en from '@/locales/en/body-exercise.json';
import { BODY_PART_KEYS, BODY_PARTS } from './parts';

describe('body exercise parts', () => {
  it('has 15 parts (spec §9), each bound to its segment of the narration in order', () => {
    expect(BODY_PARTS).toHaveLength(BODY_EXERCISE_SEGMENT_COUNT);
    expect(BODY_PARTS.map((part) => part.segment)).toEqual(BODY_EXERCISE_SEGMENTS);
  });

  it('lasts about five minutes', () => {
    const end = BODY_PARTS.at(-1)?.segment[1] ?? 0;
    expect(end).toBeGreaterThanOrEqual(270);
    expect(end).toBeLessThanOrEqual(330);
  });

  it('travels from the feet up to the face, showing the back from behind', () => {
    const shown = BODY_PARTS.map(({ figure }) => figure.regions);
    expect(shown.findIndex((r) => r !== 'all' && r.includes('feet'))).toBeLessThan(
      shown.findIndex((r) => r !== 'all' && r.includes('head')),
    );
    const back = BODY_PARTS.find((part) => part.key === 'back');
    expect(back?.figure).toEqual({ regions: ['upperBack'], view: 'back' });
  });

  it.each([
    ['en', en],
    ['ar', ar],
  ])('narrates the parts in the screen order in %s (scripts/media follows it)', (_, ns) => {
    expect(Object.keys(ns.narration)).toEqual(BODY_PART_KEYS);
  });

  it.each([
    ['en', en],
    ['ar', ar],
  ])('has a title and narration for every part in %s', (_, ns) => {
    for (const { key } of BODY_PARTS) {
      expect(ns.steps[key].title, key).toBeTruthy();
      expect(Object.keys(ns.narration[key]).length, key).toBeGreaterThan(0);
    }
  });
});
