import { z } from 'zod';
import { RESPONSE_MAX_LENGTH } from './response-limits';

/**
 * One step's answer (spec §3, "personal-sources response": text and last-updated time), as
 * decrypted. An empty text is a step that was skipped: it still marks how far the person came.
 */
export const responseSchema = z.object({
  text: z.string().max(RESPONSE_MAX_LENGTH),
  updatedAt: z.iso.datetime(),
});

export type Response = z.infer<typeof responseSchema>;
