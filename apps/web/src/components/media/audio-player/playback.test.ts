import { describe, expect, it } from 'vitest';
import { boundsOf, clampToBounds } from './playback';

describe('boundsOf', () => {
  it('is the segment, cut to the media once its duration is known', () => {
    expect(boundsOf({ start: 73, end: 106 }, Number.NaN)).toEqual({ start: 73, end: 106 });
    expect(boundsOf({ start: 177, end: 208 }, 207.5)).toEqual({ start: 177, end: 207.5 });
    expect(boundsOf({ start: 300, end: 320 }, 208)).toEqual({ start: 208, end: 208 });
  });

  it('is the whole file without a segment, with an unknown end as 0', () => {
    expect(boundsOf(undefined, 208)).toEqual({ start: 0, end: 208 });
    expect(boundsOf(undefined, Number.NaN)).toEqual({ start: 0, end: 0 });
    expect(boundsOf(undefined, Number.POSITIVE_INFINITY)).toEqual({ start: 0, end: 0 });
  });
});

describe('clampToBounds', () => {
  it('keeps a time inside the range, and only above its start while the end is unknown', () => {
    expect(clampToBounds(60, { start: 73, end: 106 })).toBe(73);
    expect(clampToBounds(90, { start: 73, end: 106 })).toBe(90);
    expect(clampToBounds(120, { start: 73, end: 106 })).toBe(106);
    expect(clampToBounds(500, { start: 0, end: 0 })).toBe(500);
    expect(clampToBounds(-5, { start: 0, end: 0 })).toBe(0);
  });
});
