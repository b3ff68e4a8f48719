import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RecordKind } from '@waha/shared';
import { useState } from 'react';
import type { ZodType } from 'zod';
import { useSession } from '@/lib/session/session';
import { useLoadRecords } from './records-context';
import { putLatest, type SaveOutcome } from './save-outcome';

export interface ExerciseRecordOptions<T> {
  kind: RecordKind;
  /** The record's id: a fixed name per exercise (e.g. its slug), so a new save replaces the last. */
  id: string;
  /**
   * The zod schema that checks what the store decrypts (a damaged or foreign value reads as none)
   * and what is saved. Loaded with the first read or save, so zod stays out of the screen's chunk.
   */
  loadSchema: () => Promise<ZodType<T>>;
}

/**
 * One encrypted record of a signed-in person (a reflection, an exercise's progress). `value` is
 * null when there is none (or a guest); `save` puts a new value over it, once more over a change
 * made on another device meanwhile, since what was just written is the person's latest word.
 * Offline, the save waits in the encrypted outbox (lib/records/outbox.ts): `outcome` is `pending`.
 */
export function useExerciseRecord<T>({ kind, id, loadSchema }: ExerciseRecordOptions<T>) {
  const { account, isPending: sessionPending } = useSession();
  const accountId = account?.id ?? null;
  const load = useLoadRecords();
  const client = useQueryClient();
  const queryKey = ['exercise-record', accountId, kind, id] as const;
  const [outcome, setOutcome] = useState<SaveOutcome | null>(null);

  const query = useQuery({
    queryKey,
    enabled: !sessionPending && accountId !== null,
    staleTime: Infinity,
    queryFn: async (): Promise<T | null> => {
      const [store, schema] = await Promise.all([load(), loadSchema()]);
      // The list rather than a get: "none yet" is then an empty answer, not a 404.
      const saved = (await store.list<unknown>(kind)).find((record) => record.id === id);
      if (!saved) return null;
      const parsed = schema.safeParse(saved.value);
      return parsed.success ? parsed.data : null;
    },
  });

  const mutation = useMutation({
    mutationFn: async (value: T) => {
      const [store, schema] = await Promise.all([load(), loadSchema()]);
      const checked = schema.parse(value);
      setOutcome(await putLatest(store, kind, id, checked));
      return checked;
    },
    onSuccess: (value) => client.setQueryData(queryKey, value),
  });

  return {
    signedIn: accountId !== null,
    isPending: sessionPending || (accountId !== null && query.isPending),
    value: query.data ?? null,
    save: mutation.mutateAsync,
    isSaving: mutation.isPending,
    /** How the last save went: `pending` while it waits on this device (components/save-status). */
    outcome,
  };
}
