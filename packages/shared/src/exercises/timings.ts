import timings from './timings.json';

/**
 * Typed access to timings.json, the one home of every exercise's audio segments and prompt timings.
 * The web app imports this module as `@waha/shared/timings`; scripts/media/*.mjs read the JSON
 * itself (a plain Node script cannot import TypeScript), so the screens and the generated audio
 * read the same numbers.
 */

/** A part of an audio file in seconds: [start, end). */
export type Segment = readonly [start: number, end: number];

function segments(name: string, list: readonly (readonly number[])[]): readonly Segment[] {
  return list.map((pair, index) => {
    const [start, end] = pair;
    if (pair.length !== 2 || start === undefined || end === undefined || !(start < end)) {
      throw new Error(`timings.json: ${name} segment ${index} is not [start, end)`);
    }
    if (index > 0 && list[index - 1]?.[1] !== start) {
      throw new Error(`timings.json: ${name} segment ${index} does not start where the last ended`);
    }
    return [start, end] as const;
  });
}

const guided = timings['guided-relaxation'];

/** Guided relaxation's breathing overlay (spec §4, §9): seven segments of one 208 s file. */
export const GUIDED_RELAXATION_TIMINGS = {
  totalSeconds: guided.totalSeconds,
  segments: segments('guided-relaxation', guided.segments),
  /** Step 2: the deep-breath prompt shows this long after play starts. */
  deepBreathDelayMs: guided.deepBreathDelayMs,
  /** Step 2: the inhale / exhale cycles start this long after play starts. */
  cyclesStartMs: guided.cyclesStartMs,
  inhaleMs: guided.inhaleMs,
  exhaleMs: guided.exhaleMs,
  cycles: guided.cycles,
  /** Step 7: counts down from this number to 1, one number every `countdownStepMs`. */
  countdownFrom: guided.countdownFrom,
  countdownStepMs: guided.countdownStepMs,
} as const;

/** Progressive muscle relaxation (spec §2, §9): eight segments of one file. */
export const RELAXATION_TIMINGS = {
  totalSeconds: timings.relaxation.totalSeconds,
  segments: segments('relaxation', timings.relaxation.segments),
} as const;

/** Body exercise (spec §2, §9): fifteen segments of one file, about five minutes. */
export const BODY_EXERCISE_TIMINGS = {
  totalSeconds: timings['body-exercise'].totalSeconds,
  segments: segments('body-exercise', timings['body-exercise'].segments),
} as const;

/** The segments of an exercise's segmented narration, by its slug (the catalogue's `segmented`). */
export function segmentsOf(slug: string): readonly Segment[] {
  const entry: unknown = (timings as Record<string, unknown>)[slug];
  const list = typeof entry === 'object' && entry !== null && 'segments' in entry && entry.segments;
  if (!Array.isArray(list)) throw new Error(`timings.json has no segments for ${slug}`);
  return segments(slug, list as number[][]);
}

/**
 * Where an exercise's own rules disable its playback controls, in seconds of its file: guided
 * breathing's step 2 from its start to the end of the inhale / exhale cycles, and step 7 during
 * its countdown (spec §4, §9). Any screen that plays the narration whole (leading a group) keeps
 * the same rules; an exercise without fixed timelines has none.
 */
export function lockedSpansOf(slug: string): readonly Segment[] {
  if (slug !== 'guided-relaxation') return [];
  const { segments: parts, cyclesStartMs, inhaleMs, exhaleMs, cycles } = GUIDED_RELAXATION_TIMINGS;
  const breathing = parts[1];
  const countdown = parts[parts.length - 1];
  if (!breathing || !countdown) return [];
  const cyclesEnd = (cyclesStartMs + cycles * (inhaleMs + exhaleMs)) / 1000;
  const countdownEnd =
    (GUIDED_RELAXATION_TIMINGS.countdownFrom * GUIDED_RELAXATION_TIMINGS.countdownStepMs) / 1000;
  return [
    [breathing[0], Math.min(breathing[0] + cyclesEnd, breathing[1])],
    [countdown[0], Math.min(countdown[0] + countdownEnd, countdown[1])],
  ];
}
