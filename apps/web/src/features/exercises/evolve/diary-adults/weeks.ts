import { SESSION_WEEKS } from './calendar';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * How many entries were begun in each of the four suggested weeks, counting from the day of the
 * first entry (or from `today` when there is none yet).
 */
export function entriesPerWeek(createdAt: readonly string[], today: Date): number[] {
  const times = createdAt.map((iso) => new Date(iso).getTime());
  const first = new Date(times.length ? Math.min(...times) : today.getTime());
  first.setHours(0, 0, 0, 0);
  const counts = Array.from({ length: SESSION_WEEKS }, () => 0);
  for (const time of times) {
    const week = Math.floor((time - first.getTime()) / WEEK_MS);
    if (week >= 0 && week < SESSION_WEEKS) counts[week] = (counts[week] ?? 0) + 1;
  }
  return counts;
}
