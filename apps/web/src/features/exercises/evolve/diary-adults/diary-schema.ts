import { z } from 'zod';
import { DIARY_ENTRY_MAX_LENGTH } from './diary-limits';

/** A diary entry (spec §3: text, edited flag, last-updated time), as decrypted. */
export const diaryEntrySchema = z.object({
  text: z.string().trim().min(1).max(DIARY_ENTRY_MAX_LENGTH),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  edited: z.boolean(),
});

export type DiaryEntry = z.infer<typeof diaryEntrySchema>;

/** An account's unsaved draft, kept in the records store (encrypted) so it survives a reload. */
export const diaryDraftSchema = z.object({
  text: z.string().max(DIARY_ENTRY_MAX_LENGTH),
  entryId: z.string().nullable(),
});

export type DiaryDraft = z.infer<typeof diaryDraftSchema>;
