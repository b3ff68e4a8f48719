import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLoadRecords } from '../../../../exercise-kit/records/records-context';

import { useSession } from '../../../../lib/session';
import type { DiaryEntry } from './diary-schema';

const KIND = 'diary-entry';
/** The record id that holds an account's draft; it is never listed as an entry. */
export const DRAFT_ID = 'draft';

const loadSchemas = () => import('./diary-schema');

export interface StoredEntry extends DiaryEntry {
  id: string;
}

/**
 * The signed-in person's diary: every entry decrypted and checked with zod (a damaged or foreign
 * value is left out), newest first; saving and deleting go only through the encrypted records store.
 */
export function useDiary() {
  const { account, isPending: sessionPending } = useSession();
  const accountId = account?.id ?? null;
  const load = useLoadRecords();
  const client = useQueryClient();
  const queryKey = ['diary-entries', accountId] as const;

  const query = useQuery({
    queryKey,
    enabled: !sessionPending && accountId !== null,
    queryFn: async (): Promise<StoredEntry[]> => {
      const [store, { diaryEntrySchema }] = await Promise.all([load(), loadSchemas()]);
      const records = await store.list<unknown>(KIND);
      const entries: StoredEntry[] = [];
      for (const record of records) {
        if (record.id === DRAFT_ID) continue;
        const parsed = diaryEntrySchema.safeParse(record.value);
        if (parsed.success) entries.push({ id: record.id, ...parsed.data });
      }
      return entries.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
    },
  });

  const save = useMutation({
    mutationFn: async ({ id, text }: { id: string | null; text: string }) => {
      const [store, { diaryEntrySchema }] = await Promise.all([load(), loadSchemas()]);
      const now = new Date().toISOString();
      const previous = id ? query.data?.find((entry) => entry.id === id) : undefined;
      const entry = diaryEntrySchema.parse({
        text,
        createdAt: previous?.createdAt ?? now,
        updatedAt: now,
        edited: previous !== undefined,
      });
      return store.put(KIND, previous ? previous.id : crypto.randomUUID(), entry);
    },
    onSettled: () => client.invalidateQueries({ queryKey }),
  });

  const remove = useMutation({
    mutationFn: async (id: string) => {
      const store = await load();
      return store.remove(KIND, id);
    },
    onSettled: () => client.invalidateQueries({ queryKey }),
  });

  return {
    signedIn: accountId !== null,
    isPending: sessionPending || (accountId !== null && query.isPending),
    isError: query.isError,
    entries: query.data ?? [],
    save: save.mutateAsync,
    isSaving: save.isPending,
    remove: remove.mutateAsync,
  };
}
