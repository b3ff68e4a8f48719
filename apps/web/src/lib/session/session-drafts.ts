/**
 * Texts typed but not yet saved are kept in this tab's sessionStorage under one prefix, so that
 * logging out can forget them all: on a shared phone, the next person must not find them.
 */
const DRAFT_PREFIX = 'waha.draft.';

/** Where the draft of one text box is kept in this tab. */
export function draftStorageKey(key: string): string {
  return `${DRAFT_PREFIX}${key}`;
}

/** Drops every unsaved draft of this tab; the rest of the tab's state (steps reached) stays. */
export function forgetDrafts(): void {
  try {
    const keys = Array.from({ length: sessionStorage.length }, (_, index) =>
      sessionStorage.key(index),
    );
    for (const key of keys) if (key?.startsWith(DRAFT_PREFIX)) sessionStorage.removeItem(key);
  } catch {
    // Blocked storage holds no drafts.
  }
}
