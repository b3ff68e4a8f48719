// Apart from diary-schema.ts, so that the writing screen's text box does not pull zod into its chunk.
/** Longest diary entry, in characters: room for a long evening's writing, far under a record's size limit. */
export const DIARY_ENTRY_MAX_LENGTH = 20_000;
