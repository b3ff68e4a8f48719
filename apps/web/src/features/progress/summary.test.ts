import { describe, expect, it } from 'vitest';
import type { DistressRating } from '@/exercise-kit/records/distress-checks';
import {
  changeWord,
  median,
  suggestsAnother,
  summariseProgress,
  type ExerciseSummary,
} from './summary';

/** The one summary a test expects (it fails plainly when there is none). */
function only(summaries: ExerciseSummary[], index = 0): ExerciseSummary {
  const summary = summaries[index];
  if (!summary) throw new Error('No summary');
  return summary;
}

const at = (day: number, minute = 0) => new Date(Date.UTC(2026, 10, day, 18, minute)).toISOString();
const pair = (exercise: string, day: number, before: number, after: number): DistressRating[] => [
  { exercise, phase: 'before', value: before, at: at(day) },
  { exercise, phase: 'after', value: after, at: at(day, 10) },
];

describe('summariseProgress', () => {
  it('takes the median over complete pairs only, and counts a lone rating as done', () => {
    const ratings = [
      ...pair('a', 1, 6, 4),
      ...pair('a', 2, 7, 3),
      ...pair('a', 3, 5, 5),
      { exercise: 'a', phase: 'before' as const, value: 9, at: at(4) },
    ];
    const [summary] = summariseProgress(ratings, {});
    expect(summary).toMatchObject({
      exercise: 'a',
      times: 4,
      typical: { before: 6, after: 4 },
      rose: 0,
      fell: 2,
      same: 1,
      last: at(4),
      needsSafety: false,
    });
    expect(summary?.pairs).toHaveLength(3);
  });

  it('never pairs an after with a before from another sitting or exercise', () => {
    const ratings: DistressRating[] = [
      { exercise: 'a', phase: 'before', value: 6, at: at(1) },
      { exercise: 'a', phase: 'after', value: 2, at: at(2) },
      { exercise: 'b', phase: 'before', value: 5, at: at(3) },
      { exercise: 'a', phase: 'after', value: 4, at: at(3, 5) },
    ];
    const summaries = summariseProgress(ratings, {});
    const a = summaries.find((summary) => summary.exercise === 'a');
    expect(a?.pairs).toEqual([]);
    expect(a?.times).toBe(3);
  });

  it('calls for the safety sentences when an after rose or is 8 or more, even alone', () => {
    expect(summariseProgress(pair('a', 1, 3, 5), {})[0]?.needsSafety).toBe(true);
    expect(summariseProgress(pair('a', 1, 9, 8), {})[0]?.needsSafety).toBe(true);
    expect(summariseProgress(pair('a', 1, 6, 4), {})[0]?.needsSafety).toBe(false);
    const alone: DistressRating[] = [{ exercise: 'a', phase: 'after', value: 8, at: at(1) }];
    expect(summariseProgress(alone, {})[0]?.needsSafety).toBe(true);
    // Issue 41 (content review 3, §5 item 9): the latest "after" decides, not one past rise.
    const pastRise = [...pair('a', 1, 3, 4), ...pair('a', 2, 6, 3)];
    expect(summariseProgress(pastRise, {})[0]?.needsSafety).toBe(false);
    const latestRise = [...pair('a', 1, 6, 3), ...pair('a', 2, 3, 4)];
    expect(summariseProgress(latestRise, {})[0]?.needsSafety).toBe(true);
  });

  it('lists exercises recorded as done without a rating, the most recent first', () => {
    const summaries = summariseProgress(pair('a', 1, 6, 4), { b: [at(2), at(5)] });
    expect(summaries.map((summary) => [summary.exercise, summary.times])).toEqual([
      ['b', 2],
      ['a', 1],
    ]);
    expect(changeWord(only(summaries))).toBe('none');
  });

  it('words the change and suggests another exercise when ratings rose more often', () => {
    const word = (ratings: DistressRating[]) => changeWord(only(summariseProgress(ratings, {})));
    // From one time: what that time was, never "usually".
    expect(word(pair('a', 1, 8, 4))).toBe('onceLower');
    expect(word(pair('a', 1, 5, 5))).toBe('onceSame');
    expect(word(pair('a', 1, 4, 6))).toBe('onceHigher');
    // From more: the medians' difference.
    expect(word([...pair('a', 1, 8, 4), ...pair('a', 2, 8, 5)])).toBe('muchLower');
    expect(word([...pair('a', 1, 6, 5), ...pair('a', 2, 6, 5)])).toBe('lower');
    expect(word([...pair('a', 1, 5, 5), ...pair('a', 2, 4, 4)])).toBe('same');
    expect(word([...pair('a', 1, 4, 6), ...pair('a', 2, 4, 7)])).toBe('higher');
    // Down once and up once are not "about the same" (walkthrough finding 9: 6 → 3 and 4 → 7).
    expect(word([...pair('a', 1, 6, 3), ...pair('a', 2, 4, 7)])).toBe('mixed');
    const rising = summariseProgress(
      [...pair('a', 1, 4, 6), ...pair('a', 2, 5, 4), ...pair('a', 3, 3, 5)],
      {},
    );
    expect(suggestsAnother(only(rising))).toBe(true);
    expect(suggestsAnother(only(summariseProgress(pair('a', 1, 6, 4), {})))).toBe(false);
  });

  it('has nothing to say without ratings or times', () => {
    expect(summariseProgress([], {})).toEqual([]);
  });
});

describe('median', () => {
  it('is the middle value, or the mean of the two middle ones to one decimal', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([1, 2, 3, 4])).toBe(2.5);
  });
});
