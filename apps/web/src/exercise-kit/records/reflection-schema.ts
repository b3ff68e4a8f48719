import { z } from 'zod';
import { REFLECTION_MAX_LENGTH } from './reflection-limits';

/** A saved reflection (spec §3 "Body and relaxation reflection: saved text"), as decrypted. */
export const reflectionSchema = z.object({
  text: z.string().trim().min(1).max(REFLECTION_MAX_LENGTH),
  updatedAt: z.iso.datetime(),
});

export type Reflection = z.infer<typeof reflectionSchema>;
