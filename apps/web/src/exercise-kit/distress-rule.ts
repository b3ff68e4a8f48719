/** A rating of 8 or more out of 10: high distress, whatever came before it. */
export const HIGH_DISTRESS = 8;

/**
 * Whether a distress rating given after an exercise calls for the emergency sentence (content
 * review 2, problem 1): it is higher than the rating before, or it is 8 or more. The one rule for
 * every screen that shows ratings (the end of an exercise, the progress page); a skipped rating is
 * null, and a skipped "after" never calls for it.
 */
export function distressCallsForSafety(before: number | null, after: number | null): boolean {
  if (after === null) return false;
  return after >= HIGH_DISTRESS || (before !== null && after > before);
}

/** Both ratings were given, and the one after is higher. */
export function distressRose(before: number | null, after: number | null): boolean {
  return before !== null && after !== null && after > before;
}
