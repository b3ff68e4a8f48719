import { z } from 'zod';
import { sealedPartsSchema, staffKeyIdSchema } from './session-request';

/**
 * A staff member's private note on a session request, sealed in the inbox to the staff key like
 * the request itself (`staff-seal.ts`): the server stores it and can never read it.
 */

/** HKDF `info` of notes: a key derived for a note opens nothing else. */
export const STAFF_NOTE_HKDF_INFO = 'waha staff-note v1';
/** Longest note, in characters: sealed, even one of emoji stays under the ciphertext cap. */
export const STAFF_NOTE_MAX_LENGTH = 2000;

/** What is sealed. */
export const staffNoteSchema = z.strictObject({
  text: z.string().trim().min(1).max(STAFF_NOTE_MAX_LENGTH),
});
export type StaffNote = z.infer<typeof staffNoteSchema>;

/** A sealed note, bound by its additional data to the key and to the request it was written on. */
export const staffNoteEnvelopeSchema = sealedPartsSchema.extend({
  version: z.literal(1),
  keyId: staffKeyIdSchema,
});
export type StaffNoteEnvelope = z.infer<typeof staffNoteEnvelopeSchema>;
