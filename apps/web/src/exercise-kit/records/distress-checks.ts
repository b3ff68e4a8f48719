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

/** A guest's ratings stay on this device (like the feeling choice), the newest kept. */
export const DEVICE_DISTRESS_KEY = 'waha.distress-checks';
const DEVICE_MAX = 200;

function keepOnDevice(rating: DistressRating): void {
  let list: unknown;
  try {
    list = JSON.parse(localStorage.getItem(DEVICE_DISTRESS_KEY) ?? '[]');
  } catch {
    list = [];
  }
  const kept = Array.isArray(list) ? list.slice(-(DEVICE_MAX - 1)) : [];
  localStorage.setItem(DEVICE_DISTRESS_KEY, JSON.stringify([...kept, rating]));
}

/**
 * Saves a distress rating where it belongs: a guest's on this device, a signed-in person's as an
 * encrypted `distress-check` record. It never blocks the exercise: a failure is reported to the
 * caller, which says so kindly and goes on.
 */
export function useSaveDistressRating(exercise: string) {
  const { account } = useSession();
  const load = useLoadRecords();
  return async (phase: DistressRating['phase'], value: number): Promise<void> => {
    const rating = { exercise, phase, value, at: new Date().toISOString() };
    if (!account) {
      keepOnDevice(rating);
      return;
    }
    const store = await load();
    await store.put('distress-check', newRecordId(), rating);
  };
}
