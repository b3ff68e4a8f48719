import { describe, expect, it } from 'vitest';
import { HIGH_DISTRESS, distressCallsForSafety } from './distress-rule';

describe('distressCallsForSafety', () => {
  it('calls for the emergency sentence when the rating after is higher than before', () => {
    expect(distressCallsForSafety(3, 4)).toBe(true);
    expect(distressCallsForSafety(0, 1)).toBe(true);
  });

  it('calls for it at 8 or more, whatever came before, even when nothing did', () => {
    expect(HIGH_DISTRESS).toBe(8);
    expect(distressCallsForSafety(10, 8)).toBe(true);
    expect(distressCallsForSafety(9, 9)).toBe(true);
    expect(distressCallsForSafety(null, 8)).toBe(true);
    expect(distressCallsForSafety(null, 10)).toBe(true);
  });

  it('does not when the rating went down or stayed below 8, or the rating after was skipped', () => {
    expect(distressCallsForSafety(6, 3)).toBe(false);
    expect(distressCallsForSafety(7, 7)).toBe(false);
    expect(distressCallsForSafety(null, 7)).toBe(false);
    expect(distressCallsForSafety(9, null)).toBe(false);
    expect(distressCallsForSafety(null, null)).toBe(false);
  });
});
