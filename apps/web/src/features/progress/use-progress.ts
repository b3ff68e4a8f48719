import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeviceProgress } from '@/exercise-kit/records/device-progress';
import { isDistressRating, type DistressRating } from '@/exercise-kit/records/distress-checks';
import { doneExercise, doneTimes, type ExerciseDone } from '@/exercise-kit/records/exercise-done';
import { useLoadRecords } from '@/exercise-kit/records/records-context';
import type { RecordsStore } from '@/lib/records/records-store';
import { useSession } from '@/lib/session/session';

/** The ratings and done times as kept, with each record's id (an account's, for deleting). */
export interface Progress extends DeviceProgress {
  ratingIds: string[];
  doneIds: string[];
}

async function accountProgress(store: RecordsStore): Promise<Progress> {
  // Read from the device's encrypted copy when offline (lib/records/records-cache.ts).
  const [ratings, done] = await Promise.all([
    store.list<unknown>('distress-check'),
    store.list<Partial<ExerciseDone>>('exercise-done'),
  ]);
  const kept = ratings.filter((record) => isDistressRating(record.value));
  // An exercise may have an older record (its slug as id) beside a new one until it is done again.
  const byExercise: Record<string, string[]> = {};
  for (const record of done) {
    const exercise = doneExercise(record);
    byExercise[exercise] = [
      ...new Set([...(byExercise[exercise] ?? []), ...doneTimes(record.value)]),
    ].sort();
  }
  return {
    ratings: kept.map((record) => record.value as DistressRating),
    ratingIds: kept.map((record) => record.id),
    done: byExercise,
    doneIds: done.map((record) => record.id),
  };
}

async function guestProgress(): Promise<Progress> {
  const { readDeviceProgress } = await import('@/exercise-kit/records/device-progress');
  return { ...(await readDeviceProgress()), ratingIds: [], doneIds: [] };
}

import { PROGRESS_QUERY as PROGRESS_KEY } from '@/exercise-kit/records/progress-query';

/** A signed-in person's progress from the account, a guest's from this device. */
export function useProgress() {
  const { account, isPending } = useSession();
  const load = useLoadRecords();
  const client = useQueryClient();
  const accountId = account?.id ?? null;
  const queryKey = [PROGRESS_KEY, accountId] as const;
  const query = useQuery({
    queryKey,
    enabled: !isPending,
    staleTime: 0,
    queryFn: async () => (accountId ? accountProgress(await load()) : guestProgress()),
  });
  return {
    signedIn: accountId !== null,
    isPending: isPending || query.isPending,
    isError: query.isError,
    progress: query.data ?? null,
    retry: () => void query.refetch(),
    reload: () => client.invalidateQueries({ queryKey: [PROGRESS_KEY] }),
  };
}
