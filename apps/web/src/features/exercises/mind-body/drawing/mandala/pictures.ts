import type { ColourId } from '../palette';
import {
  angles,
  circle,
  petal,
  polar,
  polygon,
  rect,
  ring,
  ringSector,
  waveBand,
  type Point,
} from './geometry';

/** What a region is, named in the `mandala` namespace (`parts.<part>`) for screen readers. */
export type Part =
  | 'centre'
  | 'innerRing'
  | 'background'
  | 'petal'
  | 'band'
  | 'outerPetal'
  | 'point'
  | 'sky'
  | 'sun'
  | 'ray'
  | 'wave'
  | 'hull'
  | 'sail'
  | 'ground'
  | 'stem'
  | 'leaf';

export interface Region {
  /** Unique within its picture; kept in saved progress, so never renumbered. */
  id: string;
  /** SVG path data, drawn in list order (a later region lies over an earlier one). */
  d: string;
  part: Part;
  /** Where its number is written. */
  label: Point;
  /** Colour by number: the number written in it. */
  number?: number;
}

export interface Picture {
  id: PictureId;
  kind: 'mandala' | 'numbers';
  regions: readonly Region[];
  /** Colour by number: the colour each number stands for. */
  key?: Readonly<Record<number, ColourId>>;
}

export const PICTURE_IDS = ['lotus', 'star', 'sea', 'flower'] as const;
export type PictureId = (typeof PICTURE_IDS)[number];

/** Adds a region with an id made of its part and its place among the regions of that part. */
function builder() {
  const regions: Region[] = [];
  const add = (part: Part, d: string, label: Point, number?: number) => {
    const count = regions.filter((region) => region.part === part).length;
    regions.push({ id: `${part}-${count + 1}`, d, part, label, ...(number ? { number } : {}) });
  };
  return { regions, add };
}

function lotus(): Picture {
  const { regions, add } = builder();
  add('centre', circle(14), [0, 0]);
  for (const a of angles(8)) add('innerRing', ringSector(14, 30, a, a + 45), polar(22, a + 22.5));
  add('background', ring(30, 64), polar(47, 22.5));
  for (const a of angles(8)) add('petal', petal(30, 64, a, 13), polar(45, a));
  for (const a of angles(16)) add('band', ringSector(64, 76, a, a + 22.5), polar(70, a + 11.25));
  for (const a of angles(8, 22.5)) add('outerPetal', petal(76, 98, a, 11), polar(86, a));
  return { id: 'lotus', kind: 'mandala', regions };
}

function star(): Picture {
  const { regions, add } = builder();
  add('background', ring(16, 52), polar(40, 30));
  for (const a of angles(6)) {
    add('point', polygon([polar(16, a - 30), polar(52, a), polar(16, a + 30)]), polar(30, a));
  }
  add('centre', circle(16), [0, 0]);
  for (const a of angles(12)) add('band', ringSector(52, 66, a, a + 30), polar(59, a + 15));
  for (const a of angles(12, 15)) add('outerPetal', petal(66, 97, a, 11), polar(80, a));
  return { id: 'star', kind: 'mandala', regions };
}

const SUN: Point = [50, -50];

function sea(): Picture {
  const { regions, add } = builder();
  add('sky', rect([-100, -100], [100, 30]), [-70, -75], 1);
  add('sun', circle(20, SUN), SUN, 2);
  for (const a of angles(8)) {
    add(
      'ray',
      polygon([polar(25, a - 9, SUN), polar(40, a, SUN), polar(25, a + 9, SUN)]),
      polar(31, a, SUN),
      3,
    );
  }
  add('wave', waveBand(20, 100, 4, 8), [70, 32], 4);
  add('wave', waveBand(48, 100, 5, 7), [-70, 58], 5);
  add('wave', waveBand(76, 100, 4, 6), [40, 88], 4);
  add(
    'hull',
    polygon([
      [-70, 10],
      [-5, 10],
      [-16, 28],
      [-59, 28],
    ]),
    [-38, 19],
    6,
  );
  add(
    'sail',
    polygon([
      [-42, 5],
      [-42, -45],
      [-12, 5],
    ]),
    [-33, -8],
    7,
  );
  return {
    id: 'sea',
    kind: 'numbers',
    regions,
    key: { 1: 'sky', 2: 'sun', 3: 'apricot', 4: 'sea', 5: 'teal', 6: 'earth', 7: 'coral' },
  };
}

const BLOSSOM: Point = [0, -30];
const STEM_JOINT: Point = [0, 40];

function flower(): Picture {
  const { regions, add } = builder();
  add('sky', rect([-100, -100], [100, 60]), [-70, -75], 1);
  add('ground', waveBand(55, 100, 3, 10), [-60, 85], 2);
  add('stem', rect([-4, -5], [4, 80]), [0, 65], 3);
  add('leaf', petal(4, 40, 60, 28, STEM_JOINT), polar(24, 60, STEM_JOINT), 3);
  add('leaf', petal(4, 40, -60, 28, STEM_JOINT), polar(24, -60, STEM_JOINT), 3);
  for (const a of angles(6)) add('petal', petal(12, 46, a, 24, BLOSSOM), polar(30, a, BLOSSOM), 4);
  add('centre', circle(13, BLOSSOM), BLOSSOM, 5);
  return {
    id: 'flower',
    kind: 'numbers',
    regions,
    key: { 1: 'sky', 2: 'leaf', 3: 'olive', 4: 'rose', 5: 'sun' },
  };
}

export const PICTURES: Readonly<Record<PictureId, Picture>> = {
  lotus: lotus(),
  star: star(),
  sea: sea(),
  flower: flower(),
};

/** The colour a region must have in colour by number, or undefined when any colour will do. */
export function expectedColour(picture: Picture, region: Region): ColourId | undefined {
  return region.number === undefined ? undefined : picture.key?.[region.number];
}
