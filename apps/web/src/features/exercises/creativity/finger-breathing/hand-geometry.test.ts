import { describe, expect, it } from 'vitest';
import { FINGERS, TRACES, fingerPoints, outlinePath, tracePath } from './hand-geometry';

const numbers = (path: string) => (path.match(/-?\d+(\.\d+)?/g) ?? []).map(Number);
const start = (path: string) => numbers(path).slice(0, 2);
const end = (path: string) => numbers(path).slice(-2);
const round2 = (point: readonly number[]) => point.map((n) => Number(n.toFixed(2)));

describe('the traced hand', () => {
  it('goes up and down each finger from the thumb to the little finger, then back', () => {
    expect(TRACES).toHaveLength(20);
    expect(TRACES.slice(0, 10).map((t) => `${t.finger} ${t.breath}`)).toEqual(
      FINGERS.flatMap((f) => [`${f} in`, `${f} out`]),
    );
    expect(TRACES.slice(10).map((t) => t.finger)).toEqual(
      [...FINGERS].reverse().flatMap((f) => [f, f]),
    );
    expect(TRACES.every((t, i) => t.round === (i < 10 ? 0 : 1))).toBe(true);
  });

  it('breathes in up to the fingertip and out from it', () => {
    for (const trace of TRACES) {
      const tip = round2(fingerPoints(trace.finger).tip);
      const path = tracePath(trace);
      if (trace.breath === 'in') expect(end(path)).toEqual(tip);
      else expect(start(path)).toEqual(tip);
    }
  });

  it('comes down the side the next round goes up, so the way back retraces the hand', () => {
    for (const finger of FINGERS) {
      const [outThere] = TRACES.filter(
        (t) => t.finger === finger && t.round === 0 && t.breath === 'out',
      );
      const [inBack] = TRACES.filter(
        (t) => t.finger === finger && t.round === 1 && t.breath === 'in',
      );
      if (!outThere || !inBack) throw new Error(finger);
      expect(start(tracePath(inBack))).toEqual(end(tracePath(outThere)));
    }
  });

  it('draws every fingertip of the outline, with fingertips above the palm', () => {
    const outline = outlinePath();
    for (const finger of FINGERS) {
      const { aTop, bTop, tip } = fingerPoints(finger);
      expect(outline).toContain(round2(bTop).join(' '));
      expect(tip[1]).toBeLessThan(Math.max(aTop[1], bTop[1]));
    }
  });
});
