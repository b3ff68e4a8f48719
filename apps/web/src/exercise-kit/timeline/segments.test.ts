import { describe, expect, it } from 'vitest';
import { segmentBounds, segmentIndexAt } from './segments';

const SEGMENTS = [
  [0, 30],
  [30, 70],
  [70, 100],
] as const;

describe('segmentIndexAt', () => {
  it('includes a segment start and excludes its end', () => {
    expect(segmentIndexAt(SEGMENTS, 0)).toBe(0);
    expect(segmentIndexAt(SEGMENTS, 29.99)).toBe(0);
    expect(segmentIndexAt(SEGMENTS, 30)).toBe(1);
    expect(segmentIndexAt(SEGMENTS, 69.9)).toBe(1);
    expect(segmentIndexAt(SEGMENTS, 70)).toBe(2);
  });

  it('keeps the very end of the file, and anything past it, in the last segment', () => {
    expect(segmentIndexAt(SEGMENTS, 100)).toBe(2);
    expect(segmentIndexAt(SEGMENTS, 250)).toBe(2);
  });

  it('puts times before the start, and times that are not numbers, in the first', () => {
    expect(segmentIndexAt(SEGMENTS, -1)).toBe(0);
    expect(segmentIndexAt(SEGMENTS, Number.NaN)).toBe(0);
  });

  it('gives a segment its bounds and refuses one that does not exist', () => {
    expect(segmentBounds(SEGMENTS, 1)).toEqual([30, 70]);
    expect(() => segmentBounds(SEGMENTS, 3)).toThrow();
    expect(() => segmentIndexAt([], 1)).toThrow();
  });
});
