import { useEffect, useState } from 'react';
import type { SaveOutcome } from '@/lib/records/records-store';

export { putLatest } from '@/lib/records/put-latest';
export type { SaveOutcome };

/** Several saves as one: it waits on this device if any of them waits. */
export function joinOutcomes(outcomes: Iterable<SaveOutcome>): SaveOutcome {
  return [...outcomes].includes('pending') ? 'pending' : 'saved';
}

/** What a screen says after a change: its words, and how the change's save went. */
export interface SaveNote {
  text: string;
  /** Null when nothing was saved to the account (a deletion, a guest's tab). */
  outcome: SaveOutcome | null;
  /** The words say that it was saved ("Your changes are saved"): see components/save-status. */
  saysSaved?: boolean;
}

export const NO_NOTE: SaveNote = { text: '', outcome: null };

let carried: SaveOutcome | null = null;

/** A save made just before moving to another screen: that screen says how it went. */
export function carryOutcome(outcome: SaveOutcome): void {
  carried = outcome;
}

/** The outcome of the save that led to this screen (null when none), said once. */
export function useCarriedOutcome(): SaveOutcome | null {
  const [outcome] = useState(() => carried);
  useEffect(() => {
    carried = null;
  }, []);
  return outcome;
}
