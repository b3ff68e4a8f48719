import type { DistressRating } from '@/exercise-kit/records/distress-checks';
import { distressCallsForSafety } from '@/exercise-kit/distress-rule';

/**
 * A time an exercise was done with both ratings given. The flow saves "before" and "after" as two
 * records without a shared id, so a pair is an "after" with the rating just before it of the same
 * exercise, when that one is a "before" from the same sitting (within PAIR_WINDOW_MS). A skipped
 * rating leaves a time that counts as done but not in the change.
 */
export interface RatingPair {
  before: number;
  after: number;
  /** When the "after" was given. */
  at: string;
}

export interface ExerciseSummary {
  exercise: string;
  /** Times done: each sitting with a rating, and each time recorded as done without one. */
  times: number;
  /** The pairs, oldest first. */
  pairs: RatingPair[];
  /** The last time, as an ISO date-time. */
  last: string;
  /** The medians of the pairs' ratings, or null without a pair. */
  typical: { before: number; after: number } | null;
  /** How many pairs rose, fell, stayed the same. */
  rose: number;
  fell: number;
  same: number;
  /**
   * The latest "after" calls for the emergency sentence (distressCallsForSafety), with its own
   * "before" when there is one: the page follows the present, not one rise months ago.
   */
  needsSafety: boolean;
}

/** Ratings of one sitting: the after is given minutes after the before, never hours. */
export const PAIR_WINDOW_MS = 3 * 60 * 60 * 1000;

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  const value = sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? upper) + upper) / 2;
  // A rating is a whole number; a median between two is said to one decimal (5.5).
  return Math.round(value * 10) / 10;
}

/**
 * Whether the latest "after" rating (ratings in time order) calls for the emergency sentence:
 * against the "before" of the same sitting, or alone (its "before" skipped) at 8 or more.
 */
function latestCallsForSafety(ordered: readonly DistressRating[]): boolean {
  for (let index = ordered.length - 1; index >= 0; index -= 1) {
    const rating = ordered[index];
    if (rating?.phase !== 'after') continue;
    const previous = ordered[index - 1];
    const before =
      previous?.phase === 'before' &&
      Date.parse(rating.at) - Date.parse(previous.at) <= PAIR_WINDOW_MS
        ? previous.value
        : null;
    return distressCallsForSafety(before, rating.value);
  }
  return false;
}

function summarise(
  exercise: string,
  ratings: readonly DistressRating[],
  done: readonly string[],
): ExerciseSummary {
  const ordered = [...ratings].sort((a, b) => a.at.localeCompare(b.at));
  const pairs: RatingPair[] = [];
  let times = done.length;
  ordered.forEach((rating, index) => {
    const previous = index > 0 ? ordered[index - 1] : undefined;
    const paired =
      rating.phase === 'after' &&
      previous?.phase === 'before' &&
      Date.parse(rating.at) - Date.parse(previous.at) <= PAIR_WINDOW_MS;
    if (paired) pairs.push({ before: previous.value, after: rating.value, at: rating.at });
    else times += 1;
  });
  const last = [...done, ...ordered.map((rating) => rating.at)].sort().at(-1) ?? '';
  const rose = pairs.filter((pair) => pair.after > pair.before).length;
  const fell = pairs.filter((pair) => pair.after < pair.before).length;
  return {
    exercise,
    times,
    pairs,
    last,
    typical:
      pairs.length === 0
        ? null
        : {
            before: median(pairs.map((pair) => pair.before)),
            after: median(pairs.map((pair) => pair.after)),
          },
    rose,
    fell,
    same: pairs.length - rose - fell,
    needsSafety: latestCallsForSafety(ordered),
  };
}

/**
 * One summary per exercise done, the most recently done first. `done` holds, per exercise, the
 * times it was recorded as done without a rating.
 */
export function summariseProgress(
  ratings: readonly DistressRating[],
  done: Readonly<Record<string, readonly string[]>>,
): ExerciseSummary[] {
  const exercises = new Set([...ratings.map((rating) => rating.exercise), ...Object.keys(done)]);
  return [...exercises]
    .map((exercise) =>
      summarise(
        exercise,
        ratings.filter((rating) => rating.exercise === exercise),
        done[exercise] ?? [],
      ),
    )
    .filter((summary) => summary.times > 0 || summary.pairs.length > 0)
    .sort((a, b) => b.last.localeCompare(a.last));
}

/**
 * How the change is worded, in words before numbers (walkthrough finding 9): from one time, what
 * that time was (never "usually"); from more, by the medians' difference, except that ratings which
 * went both down and up are said to be mixed rather than "about the same" (6 → 3 and 4 → 7 are not
 * 5 → 5).
 */
export type ChangeWord =
  | 'muchLower'
  | 'lower'
  | 'same'
  | 'higher'
  | 'mixed'
  | 'onceLower'
  | 'onceSame'
  | 'onceHigher'
  | 'none';

export function changeWord(summary: ExerciseSummary): ChangeWord {
  if (!summary.typical) return 'none';
  const [one] = summary.pairs;
  if (summary.pairs.length === 1 && one) {
    if (one.after < one.before) return 'onceLower';
    return one.after === one.before ? 'onceSame' : 'onceHigher';
  }
  const difference = summary.typical.after - summary.typical.before;
  if (difference <= -3) return 'muchLower';
  if (difference < 0) return 'lower';
  if (difference === 0) return summary.rose > 0 && summary.fell > 0 ? 'mixed' : 'same';
  return 'higher';
}

/** Ratings rose more often than they fell: another exercise of the category may suit better. */
export function suggestsAnother(summary: ExerciseSummary): boolean {
  return summary.rose > summary.fell;
}
