import { z } from 'zod';
import { AREAS, ENTRY_MAX_LENGTH } from './areas';

/** A tree of life entry (spec §3: text in one of three areas), as decrypted. */
export const treeEntrySchema = z.object({
  area: z.enum(AREAS),
  text: z.string().trim().min(1).max(ENTRY_MAX_LENGTH),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});

export type TreeEntryValue = z.infer<typeof treeEntrySchema>;
