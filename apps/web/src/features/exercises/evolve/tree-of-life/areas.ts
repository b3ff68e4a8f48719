/** The three areas of the tree (spec §3 "Tree of life entry: text in one of three areas"). */
export const AREAS = ['roots', 'blossoms', 'fruits'] as const;
export type Area = (typeof AREAS)[number];

export function isArea(value: unknown): value is Area {
  return typeof value === 'string' && (AREAS as readonly string[]).includes(value);
}

// Apart from entry-schema.ts, so that the screens' text box does not pull zod into their chunk.
/** Longest entry, in characters: a few words or a short sentence, to sit on the tree. */
export const ENTRY_MAX_LENGTH = 200;
/** How many entries one tree may hold: the server's limit of `tree-of-life-entry` records. */
export const MAX_ENTRIES = 300;

/** The exercise itself (the intro's way in, and where a guest comes back to after registering). */
export const EXERCISE_PATH = '/exercises/evolve/tree-of-life/exercise';
