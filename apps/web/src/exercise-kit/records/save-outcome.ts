import type { RecordKind } from '@waha/shared';
import { useEffect, useState } from 'react';
import { RecordConflictError } from '../../lib/records/errors';
import type { RecordsStore, SaveOutcome } from '../../lib/records/records-store';

export type { SaveOutcome };

/**
 * Saves a record, once more over a change made on another device meanwhile (what was just
 * written is the person's latest word). `pending` when it waits on this device for the network
 * (lib/records/outbox.ts): the screen then says "Saved on this device — will sync"
 * (components/save-status.tsx).
 */
export async function putLatest<T>(
  store: RecordsStore,
  kind: RecordKind,
  id: string,
  value: T,
): Promise<SaveOutcome> {
  try {
    return await store.put(kind, id, value);
  } catch (error) {
    if (!(error instanceof RecordConflictError)) throw error;
    return store.put(kind, id, value);
  }
}

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
