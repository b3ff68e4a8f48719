import type { RecordsStore } from '@/lib/records/records-store';
import type { Progress } from './use-progress';

/**
 * Deletes every rating and done record: an account's one by one through the records store (a
 * refusal, such as the account's write limit, stops it: what is left stays and shows, and the
 * person can try again), a guest's by forgetting the device's copy.
 */
export async function deleteAllProgress(
  progress: Progress,
  store: RecordsStore | null,
): Promise<void> {
  if (!store) {
    const { clearDeviceProgress } = await import('@/exercise-kit/records/device-progress');
    await clearDeviceProgress();
    return;
  }
  for (const id of progress.ratingIds) await store.remove('distress-check', id);
  for (const id of progress.doneIds) await store.remove('exercise-done', id);
}
