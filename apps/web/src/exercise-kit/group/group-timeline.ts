import type { Segment } from '@waha/shared/timings';

/**
 * What the "Lead a group" view shows and where its Back and Next go, worked out from the playback
 * position alone, so that the words on the screen can never drift from the voice: the sentence is
 * the caption cue being spoken (one cue per spoken sentence, from the narration's WebVTT), the step
 * is the part of the narration that holds the position.
 */

/** One caption cue, in seconds of its file. */
export interface Cue {
  start: number;
  end: number;
  text: string;
}

/** One step of a narration led with a group: a span of one of its files, in seconds. */
export interface GroupStep {
  /** Which of the narration's files (one for most; one per step for a `steps` narration). */
  file: number;
  start: number;
  /** Infinity: to the end of the file. */
  end: number;
}

/** How an exercise's narration is cut into steps (its catalogue row's `media.kind`). */
export type StepSource =
  | { kind: 'segmented'; segments: readonly Segment[] }
  | { kind: 'steps'; files: number }
  /** One file without segments: each sentence is a step. */
  | { kind: 'narrated'; cues: readonly Cue[] };

export function groupSteps(source: StepSource): GroupStep[] {
  switch (source.kind) {
    case 'segmented':
      return source.segments.map(([start, end], index, all) => ({
        file: 0,
        start,
        // The last step holds the very end of the file too.
        end: index === all.length - 1 ? Infinity : end,
      }));
    case 'steps':
      return Array.from({ length: source.files }, (_, file) => ({ file, start: 0, end: Infinity }));
    case 'narrated':
      if (source.cues.length === 0) return [{ file: 0, start: 0, end: Infinity }];
      return source.cues.map((cue, index, all) => ({
        file: 0,
        // The first step starts with the file, so the silence before the first sentence is in it.
        start: index === 0 ? 0 : cue.start,
        end: all[index + 1]?.start ?? Infinity,
      }));
  }
}

/** The index of the step that holds `seconds` of file `file` (its first step when none does). */
export function stepIndexAt(steps: readonly GroupStep[], file: number, seconds: number): number {
  const inFile = steps
    .map((step, index) => ({ step, index }))
    .filter(({ step }) => step.file === file);
  const found = inFile.find(({ step }) => seconds >= step.start && seconds < step.end);
  return found?.index ?? inFile[0]?.index ?? 0;
}

/**
 * The cue to show at `seconds` within a step: the last one that has started in the step, so a
 * sentence stays up through the pause after it; before the step's first sentence is spoken, that
 * sentence (the facilitator sees what comes). Null when the step has no cue (captions not loaded).
 */
export function cueAt(cues: readonly Cue[], seconds: number, step: GroupStep): Cue | null {
  const inStep = cues.filter((cue) => cue.start >= step.start && cue.start < step.end);
  const spoken = inStep.filter((cue) => cue.start <= seconds);
  return spoken.at(-1) ?? inStep[0] ?? null;
}

/** Whether the exercise's own rules hold the controls at `seconds` while it plays. */
export function lockedAt(spans: readonly Segment[], seconds: number): boolean {
  return spans.some(([start, end]) => seconds >= start && seconds < end);
}
