import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { useLoadRecords } from '@/exercise-kit/records/records-context';
import { useSession } from '@/lib/session/session';
import { EMPTY_COLOURING, type Colouring } from './colouring';
import type { PictureId } from './pictures';
import { createProgressStorage, type SavedProgress } from './progress';

/**
 * The colouring of every picture for whoever uses the app now, and a save that shows a change at
 * once and stores it behind the scenes. Saves of a picture go one at a time, the latest last, so
 * a slow save can never overwrite a newer one. An account's records come through the kit's
 * records store (lazily, so guests never load the cryptography code).
 */
export function useColouringProgress() {
  const loadRecords = useLoadRecords();
  const storage = useMemo(() => createProgressStorage(loadRecords), [loadRecords]);
  const { account, isPending: sessionPending } = useSession();
  const accountId = account?.id ?? null;
  const client = useQueryClient();
  const queryKey = ['mandala', accountId ?? 'device'] as const;
  const query = useQuery({
    queryKey,
    queryFn: () => storage.load(accountId !== null),
    enabled: !sessionPending,
    staleTime: Infinity,
  });
  const waiting = useRef(new Map<PictureId, Colouring>());
  const running = useRef(false);
  const mutation = useMutation({
    mutationFn: async () => {
      running.current = true;
      try {
        for (let next = waiting.current.entries().next(); !next.done;) {
          const [picture, colouring] = next.value;
          waiting.current.delete(picture);
          await storage.save(accountId !== null, picture, colouring);
          next = waiting.current.entries().next();
        }
      } finally {
        running.current = false;
      }
    },
  });

  /**
   * A picture's colouring as last changed, even before the screen has drawn that change (the
   * cache tells its readers a moment later): a second quick tap or key builds on the first.
   */
  const latest = (picture: PictureId): Colouring =>
    client.getQueryData<SavedProgress>(queryKey)?.[picture] ?? EMPTY_COLOURING;

  const save = (picture: PictureId, colouring: Colouring) => {
    client.setQueryData<SavedProgress>(queryKey, (old) => ({ ...old, [picture]: colouring }));
    waiting.current.set(picture, colouring);
    if (!running.current) mutation.mutate();
  };

  return {
    progress: query.data,
    isPending: sessionPending || query.isPending,
    loadFailed: query.isError,
    saveFailed: mutation.isError,
    latest,
    save,
  };
}
