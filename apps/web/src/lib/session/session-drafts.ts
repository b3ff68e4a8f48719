import { familyKey, removeFamily, type DeviceKey } from '../platform/device-storage';

/**
 * Texts typed but not yet saved are kept in this tab's sessionStorage under one prefix (the
 * `waha.draft.` family of lib/platform/device-storage.ts), so that logging out can forget them
 * all: on a shared phone, the next person must not find them.
 */

/** Where the draft of one text box is kept in this tab. */
export function draftStorageKey(key: string): DeviceKey {
  return familyKey('waha.draft.', key);
}

/** Drops every unsaved draft of this tab; the rest of the tab's state (steps reached) stays. */
export function forgetDrafts(): void {
  try {
    removeFamily('waha.draft.');
  } catch {
    // Blocked storage holds no drafts.
  }
}
