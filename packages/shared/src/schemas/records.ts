import { z } from 'zod';
import { RECORD_ID_PATTERN, RECORD_KINDS, RECORD_MAX_CIPHERTEXT_LENGTH } from '../records';

export const recordKindSchema = z.enum(RECORD_KINDS);
export const recordIdSchema = z.string().regex(RECORD_ID_PATTERN);
export const recordParamsSchema = z.object({ kind: recordKindSchema, id: recordIdSchema });
export const recordKindParamsSchema = z.object({ kind: recordKindSchema });

/**
 * One encrypted record as the server holds it. `ciphertext` is base64 of a 12-byte IV followed
 * by AES-256-GCM output, with `kind|id` as additional data so it cannot be moved unnoticed.
 */
export const storedRecordSchema = z.object({
  kind: recordKindSchema,
  id: recordIdSchema,
  version: z.number().int().min(1),
  ciphertext: z.string(),
  updatedAt: z.string(),
});
export type StoredRecord = z.infer<typeof storedRecordSchema>;

export const recordListResponseSchema = z.object({ records: z.array(storedRecordSchema) });

/**
 * Optimistic concurrency: `version` is the version the client last saw (0 for a new record). A
 * stale one is answered 409 `version_conflict` with the current record.
 */
export const putRecordRequestSchema = z.object({
  version: z.number().int().min(0),
  ciphertext: z
    .string()
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'expected base64')
    .max(RECORD_MAX_CIPHERTEXT_LENGTH),
});
export type PutRecordRequest = z.infer<typeof putRecordRequestSchema>;

/**
 * A deletion names the version the client last saw, like a replacement: a stale one is answered
 * 409 `version_conflict` with the current record, so a device that missed a change made
 * elsewhere cannot delete it unseen. A record that is gone already is 404.
 */
export const deleteRecordRequestSchema = putRecordRequestSchema.pick({ version: true });
export type DeleteRecordRequest = z.infer<typeof deleteRecordRequestSchema>;

/** 409 `version_conflict`: the record as the server holds it now, or null if it is gone. */
export const versionConflictSchema = z.object({
  code: z.literal('version_conflict'),
  message: z.string(),
  current: storedRecordSchema.nullable(),
});
