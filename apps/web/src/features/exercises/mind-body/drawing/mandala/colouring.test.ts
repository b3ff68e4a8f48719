import { describe, expect, it } from 'vitest';
import { EMPTY_COLOURING, colouredCount, fillRegion, undoLast, type Colouring } from './colouring';
import { PICTURES, PICTURE_IDS } from './pictures';

const lotus = PICTURES.lotus;
const sea = PICTURES.sea;

function fill(colouring: Colouring, region: string, colour: 'sea' | 'rose' | 'sun' | 'sky') {
  const result = fillRegion(lotus, colouring, region, colour);
  if (!result.ok) throw new Error('refused');
  return result.colouring;
}

describe('colouring', () => {
  it('counts coloured regions, and undo gives a region back its colour from before', () => {
    let colouring = fill(EMPTY_COLOURING, 'centre-1', 'sea');
    colouring = fill(colouring, 'petal-2', 'rose');
    colouring = fill(colouring, 'centre-1', 'sun');
    expect(colouredCount(lotus, colouring)).toBe(2);
    colouring = undoLast(colouring);
    expect(colouring.fills).toEqual({ 'centre-1': 'sea', 'petal-2': 'rose' });
    colouring = undoLast(undoLast(colouring));
    expect(colouring).toEqual(EMPTY_COLOURING);
    expect(undoLast(colouring)).toBe(colouring);
  });

  it('does not count the same colour twice as a change', () => {
    const once = fill(EMPTY_COLOURING, 'centre-1', 'sea');
    expect(fill(once, 'centre-1', 'sea')).toBe(once);
  });

  it('accepts only the colour of the number in colour by number', () => {
    const sky = sea.regions.find((region) => region.part === 'sky');
    expect(sky?.number).toBe(1);
    expect(fillRegion(sea, EMPTY_COLOURING, 'sky-1', 'sun')).toEqual({
      ok: false,
      expected: 'sky',
    });
    const right = fillRegion(sea, EMPTY_COLOURING, 'sky-1', 'sky');
    expect(right.ok && colouredCount(sea, right.colouring)).toBe(1);
  });

  it('has two mandalas and two colour-by-number pictures, every region unique and drawable', () => {
    const kinds = PICTURE_IDS.map((id) => PICTURES[id].kind);
    expect(kinds.filter((kind) => kind === 'mandala')).toHaveLength(2);
    expect(kinds.filter((kind) => kind === 'numbers')).toHaveLength(2);
    for (const id of PICTURE_IDS) {
      const picture = PICTURES[id];
      const ids = picture.regions.map((region) => region.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const region of picture.regions) {
        expect(region.d).toMatch(/^M[-\d. ]+[AQL]/);
        expect(region.d).not.toContain('NaN');
        if (picture.kind === 'numbers') expect(picture.key?.[region.number ?? 0]).toBeDefined();
      }
    }
  });
});
