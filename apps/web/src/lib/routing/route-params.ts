import { PERSONAL_SOURCES_STEP_COUNT } from '@waha/shared/constants';
import { RECORD_ID_PATTERN } from '@waha/shared/records';

/**
 * `?saved=` on the diary archive: present only when it is exactly `true`, so a plain link to the
 * archive carries no search at all.
 */
export interface SavedSearch {
  saved?: true;
}

export function parseSavedSearch(search: Record<string, unknown>): SavedSearch {
  // The router decodes `?saved=true` to the boolean true; the string form is the same address typed by hand.
  return search.saved === true || search.saved === 'true' ? { saved: true } : {};
}

/** A personal-sources step number from the address, or null when it is not a step from 1 to 11. */
export function parsePersonalSourcesStep(value: string): number | null {
  if (!/^[1-9]\d*$/.test(value)) return null;
  const step = Number(value);
  return step <= PERSONAL_SOURCES_STEP_COUNT ? step : null;
}

/** `?entry=` on the diary's write screen: the id of the entry to edit, or none for a new entry. */
export interface DiaryEntrySearch {
  entry?: string;
}

export function parseDiaryEntrySearch(search: Record<string, unknown>): DiaryEntrySearch {
  const { entry } = search;
  return typeof entry === 'string' && RECORD_ID_PATTERN.test(entry) && entry !== 'draft'
    ? { entry }
    : {};
}
