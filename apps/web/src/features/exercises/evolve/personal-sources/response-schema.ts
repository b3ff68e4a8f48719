import { z } from 'zod';

/** Longest answer to one step, in characters: a few pages, well inside a record's size cap. */
export const RESPONSE_MAX_LENGTH = 5000;

/**
 * One step's answer (spec §3, "personal-sources response": text and last-updated time), as
 * decrypted. An empty text is a step that was skipped: it still marks how far the person came.
 */
export const responseSchema = z.object({
  text: z.string().max(RESPONSE_MAX_LENGTH),
  updatedAt: z.iso.datetime(),
});

export type Response = z.infer<typeof responseSchema>;
