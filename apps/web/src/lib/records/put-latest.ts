import type { RecordKind } from '@waha/shared';
import { RecordConflictError } from './errors';
import type { RecordsStore, SaveOutcome } from './records-store';

/**
 * Saves a record, once more over a change made on another device meanwhile (the store has then
 * reloaded that version; what was just written is the person's latest word). `pending` when it
 * waits on this device for the network (outbox.ts): a screen then says "Saved on this device —
 * will sync" (exercise-kit/components/save-status.tsx).
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
