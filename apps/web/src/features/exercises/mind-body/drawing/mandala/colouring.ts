import type { ColourId } from '../palette';
import { expectedColour, type Picture } from './pictures';

/**
 * The colouring of one picture, as data: the colour of each coloured region, and the fills in
 * the order they were made so that "undo last" (spec §4) can give each region back its colour
 * from before.
 */
export interface Colouring {
  fills: Readonly<Record<string, ColourId>>;
  history: readonly { region: string; before: ColourId | null }[];
}

export const EMPTY_COLOURING: Colouring = { fills: {}, history: [] };

/** At most this many fills can be undone; enough for any picture here, small to store. */
export const UNDO_DEPTH = 200;

export type FillResult =
  | { ok: true; colouring: Colouring }
  /** Colour by number: this region takes another colour. */
  | { ok: false; expected: ColourId };

export function fillRegion(
  picture: Picture,
  colouring: Colouring,
  regionId: string,
  colour: ColourId,
): FillResult {
  const region = picture.regions.find((candidate) => candidate.id === regionId);
  if (!region) return { ok: true, colouring };
  const expected = expectedColour(picture, region);
  if (expected && expected !== colour) return { ok: false, expected };
  const before = colouring.fills[regionId] ?? null;
  if (before === colour) return { ok: true, colouring };
  return {
    ok: true,
    colouring: {
      fills: { ...colouring.fills, [regionId]: colour },
      history: [...colouring.history, { region: regionId, before }].slice(-UNDO_DEPTH),
    },
  };
}

export function undoLast(colouring: Colouring): Colouring {
  const last = colouring.history.at(-1);
  if (!last) return colouring;
  const others = Object.entries(colouring.fills).filter(([region]) => region !== last.region);
  const fills = Object.fromEntries(
    last.before === null ? others : [...others, [last.region, last.before]],
  );
  return { fills, history: colouring.history.slice(0, -1) };
}

/** How many of the picture's regions have a colour. */
export function colouredCount(picture: Picture, colouring: Colouring): number {
  return picture.regions.filter((region) => colouring.fills[region.id] !== undefined).length;
}
