import type { RecordsStore } from '@/lib/records/records-store';
import { newRecordId } from '@/lib/records/record-id';
import { clearDeviceProgress, keepOnlyDeviceProgress, readDeviceProgress } from './device-progress';
import { addDoneTimes } from './exercise-done';

/** How much a guest keeps on this device: what the offer to move it counts. */
export async function deviceProgressCount(): Promise<number> {
  const progress = await readDeviceProgress();
  return progress.ratings.length + Object.values(progress.done).flat().length;
}

/**
 * Moves a guest's ratings and done times from this device into the account now signed in: each
 * rating as its own encrypted `distress-check` record, each exercise's times merged into its
 * `exercise-done` record. The device's copy is forgotten only once every one is saved (or waits,
 * encrypted, in the outbox); if a save is refused (the account's write limit, say), what was not
 * yet moved stays on the device, so nothing is lost and the move can be tried again.
 */
export async function moveDeviceProgress(store: RecordsStore): Promise<number> {
  const progress = await readDeviceProgress();
  const done = Object.entries(progress.done);
  let ratings = 0;
  let exercises = 0;
  try {
    for (const rating of progress.ratings) {
      await store.put('distress-check', newRecordId(), rating);
      ratings += 1;
    }
    for (const [exercise, times] of done) {
      await addDoneTimes(store, exercise, times);
      exercises += 1;
    }
  } catch (error) {
    await keepOnlyDeviceProgress({
      ratings: progress.ratings.slice(ratings),
      done: Object.fromEntries(done.slice(exercises)),
    });
    throw error;
  }
  await clearDeviceProgress();
  return ratings + done.reduce((sum, [, times]) => sum + times.length, 0);
}
