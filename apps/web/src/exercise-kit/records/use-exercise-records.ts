import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { RecordKind } from '@waha/shared';
import type { ZodType } from 'zod';
import { RecordConflictError } from '@/lib/records/errors';
import type { RecordsStore } from '@/lib/records/records-store';
import { useSession } from '@/lib/session/session';
import { useLoadRecords } from './records-context';
import { putLatest, type SaveOutcome } from './save-outcome';

/** A record as a list holds it: its value and its id. */
export type StoredRecord<T> = T & { id: string };

export interface ExerciseRecordsOptions<T> {
  kind: RecordKind;
  /**
   * The zod schema that checks each value the store decrypts (a damaged or foreign value is left
   * out of the list) and each value saved. Loaded with the first read or save, so zod stays out of
   * the screen's chunk.
   */
  loadSchema: () => Promise<ZodType<T>>;
  /** The list's order. */
  compare: (a: StoredRecord<T>, b: StoredRecord<T>) => number;
  /** Records of this kind that are not items of the list (an account's draft). */
  skip?: (id: string) => boolean;
  /**
   * Over a change another device made meanwhile: `overwrite` saves once more on top of it (what was
   * just written is the person's latest word); `fail` throws the store's RecordConflictError.
   */
  onConflict: 'overwrite' | 'fail';
  /** Read the list again each time a screen asks for it (a diary written on another device). */
  rereadOnMount?: boolean;
}

/**
 * A signed-in person's records of one kind, as a list: each decrypted and checked with zod, sorted;
 * `put` and `remove` go only through the encrypted records store and keep the list in step. Each
 * save's outcome is `pending` while it waits on this device for the network (save-status.tsx). A
 * guest has no list (`signedIn` false); what a guest keeps in the tab is the exercise's own.
 */
export function useExerciseRecords<T>(options: ExerciseRecordsOptions<T>) {
  const { kind, loadSchema, compare, skip, onConflict } = options;
  const { account, isPending: sessionPending } = useSession();
  const accountId = account?.id ?? null;
  const load = useLoadRecords();
  const client = useQueryClient();
  const queryKey = ['exercise-records', kind, accountId] as const;

  const query = useQuery({
    queryKey,
    enabled: !sessionPending && accountId !== null,
    staleTime: options.rereadOnMount ? 0 : Infinity,
    queryFn: async (): Promise<StoredRecord<T>[]> => {
      const [store, schema] = await Promise.all([load(), loadSchema()]);
      const records: StoredRecord<T>[] = [];
      for (const record of await store.list<unknown>(kind)) {
        if (skip?.(record.id)) continue;
        const parsed = schema.safeParse(record.value);
        if (parsed.success) records.push({ ...parsed.data, id: record.id });
      }
      return records.sort(compare);
    },
  });

  /** Changes the list held for the screens (after a save, or to show a change at once). */
  const update = (change: (records: StoredRecord<T>[]) => StoredRecord<T>[]) =>
    client.setQueryData<StoredRecord<T>[]>(queryKey, (records) => change(records ?? []));

  const save = async (store: RecordsStore, id: string, value: T): Promise<SaveOutcome> => {
    if (onConflict === 'overwrite') return putLatest(store, kind, id, value);
    return store.put(kind, id, value);
  };

  /** Checks a value with the schema and saves it as the record `id`, new or over the old one. */
  const put = async (id: string, value: T): Promise<SaveOutcome> => {
    const [store, schema] = await Promise.all([load(), loadSchema()]);
    const checked = schema.parse(value);
    const outcome = await save(store, id, checked);
    const stored = { ...checked, id } as StoredRecord<T>;
    update((records) => [...records.filter((record) => record.id !== id), stored].sort(compare));
    return outcome;
  };

  /** Deletes the record `id` (again, once, over a change made on another device meanwhile). */
  const remove = async (id: string): Promise<SaveOutcome> => {
    const store = await load();
    let outcome: SaveOutcome;
    try {
      outcome = await store.remove(kind, id);
    } catch (error) {
      if (!(error instanceof RecordConflictError) || onConflict !== 'overwrite') throw error;
      outcome = await store.remove(kind, id);
    }
    update((records) => records.filter((record) => record.id !== id));
    return outcome;
  };

  return {
    signedIn: accountId !== null,
    isPending: sessionPending || (accountId !== null && query.isPending),
    isError: accountId !== null && query.isError,
    /** The records, sorted; null until they are read (and for a guest). */
    records: query.data ?? null,
    retry: () => void query.refetch(),
    put,
    remove,
    update,
  };
}

export type ExerciseRecords<T> = ReturnType<typeof useExerciseRecords<T>>;
