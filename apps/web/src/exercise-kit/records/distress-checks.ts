import { useSession } from '@/lib/session/session';
import { newRecordId } from '@/lib/records/record-id';
import { useLoadRecords } from './records-context';

/** One before-or-after rating, 0 to 10, kept with the exercise's slug and the time. */
export interface DistressRating {
  exercise: string;
  phase: 'before' | 'after';
  value: number;
  at: string;
}

/** A value read back (from the device or a record) that is a rating as saved here. */
export function isDistressRating(value: unknown): value is DistressRating {
  const rating = value as Partial<DistressRating> | null;
  return (
    typeof rating?.exercise === 'string' &&
    (rating.phase === 'before' || rating.phase === 'after') &&
    typeof rating.value === 'number' &&
    Number.isInteger(rating.value) &&
    rating.value >= 0 &&
    rating.value <= 10 &&
    typeof rating.at === 'string'
  );
}

/**
 * Saves a distress rating where it belongs: a guest's on this device, encrypted
 * (`device-progress.ts`, loaded when first needed), a signed-in person's as an encrypted
 * `distress-check` record. It never blocks the exercise: a failure is reported to the caller, which
 * says so kindly and goes on.
 */
export function useSaveDistressRating(exercise: string) {
  const { account } = useSession();
  const load = useLoadRecords();
  return async (phase: DistressRating['phase'], value: number): Promise<void> => {
    const rating = { exercise, phase, value, at: new Date().toISOString() };
    if (!account) {
      const { addDeviceRating } = await import('./device-progress');
      await addDeviceRating(rating);
      return;
    }
    const store = await load();
    await store.put('distress-check', newRecordId(), rating);
  };
}
