import { z } from 'zod';
import { COLOURS, type ColourId } from '../palette';
import { UNDO_DEPTH, type Colouring } from './colouring';

const colourIds = COLOURS.map((colour) => colour.id) as [ColourId, ...ColourId[]];
// A part's name (camelCase, e.g. outerPetal) and its place: `outerPetal-8`.
const regionId = z.string().regex(/^[a-z][a-zA-Z]*-\d{1,3}$/);

const colouringSchema = z.object({
  fills: z.record(regionId, z.enum(colourIds)),
  history: z
    .array(z.object({ region: regionId, before: z.enum(colourIds).nullable() }))
    .max(UNDO_DEPTH),
}) satisfies z.ZodType<Colouring, unknown>;

/** A stored colouring, or null when it is damaged or from an unknown version. */
export function parseColouring(value: unknown): Colouring | null {
  const parsed = colouringSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** A colouring about to be saved; throws when it is not valid. */
export function checkColouring(value: Colouring): Colouring {
  return colouringSchema.parse(value);
}
