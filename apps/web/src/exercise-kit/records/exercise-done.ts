import { useCallback, useEffect, useRef } from 'react';
import { useSession } from '@/lib/session/session';
import type { RecordsStore } from '@/lib/records/records-store';
import { RecordConflictError } from '@/lib/records/errors';
import { newRecordId } from '@/lib/records/record-id';
import { useLoadRecords } from './records-context';

/**
 * The times an exercise without a rating was done, as one `exercise-done` record per exercise
 * holding the dated list: a handful of records, whatever the count. Its id is random and names
 * nothing (the exercise is inside the ciphertext); records written before had the exercise's slug
 * as id, and are read as well and moved to a random id the next time the exercise is done.
 */
export interface ExerciseDone {
  exercise: string;
  times: string[];
}

/** The newest kept in one record: years of daily practice, far below a record's size limit. */
export const DONE_MAX_TIMES = 1000;

/** Which exercise a record is of: the one it names inside, or (an older record) its id. */
export function doneExercise(record: { id: string; value: Partial<ExerciseDone> }): string {
  return typeof record.value.exercise === 'string' ? record.value.exercise : record.id;
}

/** The times a record holds, strings only. */
export function doneTimes(value: Partial<ExerciseDone>): string[] {
  return Array.isArray(value.times) ? value.times.filter((t) => typeof t === 'string') : [];
}

async function mergeTimes(store: RecordsStore, exercise: string, times: readonly string[]) {
  // Read through the list (one answer, 200 even when none is kept yet), not `get`, whose 404 for a
  // first time the browser would log as an error.
  const kept = (await store.list<Partial<ExerciseDone>>('exercise-done')).filter(
    (record) => doneExercise(record) === exercise,
  );
  const before = kept.flatMap((record) => doneTimes(record.value));
  const all = [...new Set([...before, ...times])].sort().slice(-DONE_MAX_TIMES);
  // A record with a random id is kept; one named by the slug (older) is replaced by a new one.
  const id = kept.find((record) => record.id !== exercise)?.id ?? newRecordId();
  await store.put('exercise-done', id, { exercise, times: all });
  for (const record of kept) {
    if (record.id !== id) await store.remove('exercise-done', record.id);
  }
}

/**
 * Adds times to an exercise's record. Over another device's change the list is read again (the
 * store has reloaded it) and merged once more, so neither device's times are lost.
 */
export async function addDoneTimes(
  store: RecordsStore,
  exercise: string,
  times: readonly string[],
): Promise<void> {
  try {
    await mergeTimes(store, exercise, times);
  } catch (error) {
    if (!(error instanceof RecordConflictError)) throw error;
    await mergeTimes(store, exercise, times);
  }
}

/**
 * The function that records a time `exercise` was done (now): on this device (encrypted) for a
 * guest, in the account otherwise. A failure is let go quietly: it must never trouble the end of
 * an exercise.
 */
export function useMarkDone(): (exercise: string) => void {
  const { account } = useSession();
  const load = useLoadRecords();
  return useCallback(
    (exercise: string) => {
      const at = new Date().toISOString();
      const work = account
        ? load().then((store) => addDoneTimes(store, exercise, [at]))
        : import('./device-progress').then(({ addDeviceDone }) => addDeviceDone(exercise, at));
      work.catch(() => undefined);
    },
    [account, load],
  );
}

/** Records once, when the screen that calls it appears, that `exercise` was done. */
export function useRecordDone(exercise: string | undefined): void {
  const { isPending } = useSession();
  const markDone = useMarkDone();
  const recorded = useRef(false);
  useEffect(() => {
    if (!exercise || isPending || recorded.current) return;
    recorded.current = true;
    markDone(exercise);
  }, [exercise, isPending, markDone]);
}
