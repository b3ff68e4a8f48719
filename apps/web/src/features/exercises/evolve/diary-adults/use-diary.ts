import { useMutation } from '@tanstack/react-query';
import { useExerciseRecords, type StoredRecord } from '@/exercise-kit/records/use-exercise-records';
import type { DiaryEntry } from './diary-schema';

/** The record id that holds an account's draft; it is never listed as an entry. */
export const DRAFT_ID = 'draft';

const loadSchema = () => import('./diary-schema').then((module) => module.diaryEntrySchema);

export type StoredEntry = StoredRecord<DiaryEntry>;

const newestFirst = (a: StoredEntry, b: StoredEntry) => b.updatedAt.localeCompare(a.updatedAt);

/**
 * The signed-in person's diary: every entry decrypted and checked with zod (a damaged or foreign
 * value is left out), newest first, read again on each screen (an entry may come from another
 * device); saving and deleting go only through the encrypted records store.
 */
export function useDiary() {
  const diary = useExerciseRecords<DiaryEntry>({
    kind: 'diary-entry',
    loadSchema,
    compare: newestFirst,
    skip: (id) => id === DRAFT_ID,
    onConflict: 'fail',
    rereadOnMount: true,
  });

  const save = useMutation({
    mutationFn: ({ id, text }: { id: string | null; text: string }) => {
      const now = new Date().toISOString();
      const previous = id ? diary.records?.find((entry) => entry.id === id) : undefined;
      return diary.put(previous ? previous.id : crypto.randomUUID(), {
        text,
        createdAt: previous?.createdAt ?? now,
        updatedAt: now,
        edited: previous !== undefined,
      });
    },
  });

  return {
    signedIn: diary.signedIn,
    isPending: diary.isPending,
    isError: diary.isError,
    entries: diary.records ?? [],
    save: save.mutateAsync,
    isSaving: save.isPending,
    remove: diary.remove,
  };
}
