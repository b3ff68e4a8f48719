import { buildCalendar } from './ics';

/** RFC 5545 weekday codes, Sunday first as `Date.getDay()` counts. */
export const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;
/** A plan covers four weeks (as the diary's): long enough to try, short enough to look at again. */
export const PLAN_WEEKS = 4;
// A neutral name: the file stays in the phone's downloads, where others may look.
export const PLAN_FILE_NAME = 'plan.ics';

export interface PracticePlanOptions {
  /** Days of the week, 0 (Sunday) to 6. */
  days: readonly number[];
  /** The time of day, "HH:MM". */
  time: string;
  minutes: number;
  title: string;
  description: string;
  now: Date;
  uid: string;
}

/** The first chosen day and time after `now`: the plan's first event. */
export function firstOccurrence(days: readonly number[], time: string, now: Date): Date {
  const [hours = 18, minutes = 0] = time.split(':').map(Number);
  for (let ahead = 0; ahead <= 7; ahead += 1) {
    const candidate = new Date(now);
    candidate.setDate(candidate.getDate() + ahead);
    candidate.setHours(hours, minutes, 0, 0);
    if (days.includes(candidate.getDay()) && candidate > now) return candidate;
  }
  throw new RangeError('A plan needs at least one day');
}

/** One repeating event on the chosen days, at the chosen time, for PLAN_WEEKS weeks. */
export function buildPracticePlan(options: PracticePlanOptions): string {
  const { days, time, now } = options;
  const start = firstOccurrence(days, time, now);
  const byDay = [...days]
    .sort()
    .map((day) => WEEKDAYS[day])
    .join(',');
  return buildCalendar(
    [
      {
        uid: options.uid,
        start,
        minutes: options.minutes,
        title: options.title,
        description: options.description,
        repeat: `FREQ=WEEKLY;BYDAY=${byDay};COUNT=${days.length * PLAN_WEEKS}`,
      },
    ],
    now,
  );
}
