import { toCsv } from '@waha/shared/csv';
import type { DeviceProgress } from '@/exercise-kit/records/device-progress';

export interface CsvWords {
  header: [string, string, string, string];
  before: string;
  after: string;
  done: string;
  title: (exercise: string) => string;
}

/**
 * The person's ratings and done times as CSV, oldest first, made in the browser: one row per
 * rating or time done. Cells go through the shared formula-safe writer (`@waha/shared/csv`), as the
 * staff export does, since the file is opened in a spreadsheet.
 */
export function progressCsv(progress: DeviceProgress, words: CsvWords): string {
  const rows: [string, string, string, string | number][] = [
    ...progress.ratings.map(
      (rating) =>
        [
          words.title(rating.exercise),
          rating.at,
          rating.phase === 'before' ? words.before : words.after,
          rating.value,
        ] as [string, string, string, number],
    ),
    ...Object.entries(progress.done).flatMap(([exercise, times]) =>
      times.map(
        (at) => [words.title(exercise), at, words.done, ''] as [string, string, string, string],
      ),
    ),
  ].sort((a, b) => a[1].localeCompare(b[1]));
  return toCsv([words.header, ...rows]);
}
