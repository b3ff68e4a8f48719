import type { Language } from '@waha/shared/constants';
import timelines from './breath-timeline.json';
import { TRACES, type Breath } from './hand-geometry';

/**
 * When the narration says each breath, in seconds of its audio. scripts/media/finger-breathing.mjs
 * writes breath-timeline.json as it places the sentences; a recorded voice replacing the audio
 * needs its own times written there (a test checks them against the captions).
 */
export interface BreathTimeline {
  breaths: readonly { breath: Breath; start: number; end: number }[];
  /** "Now trace your hand back the other way". */
  againAt: number;
  /** "Rest your hands": the breathing is over. */
  restAt: number;
}

export function breathTimeline(language: Language): BreathTimeline {
  return (timelines as Record<Language, BreathTimeline>)[language];
}

/** What the hand shows at a moment of the narration. */
export type NarrationMoment =
  | { kind: 'intro' }
  /** Breath `index` of TRACES: `elapsed` seconds into it, which lasts `duration`. */
  | { kind: 'breath'; index: number; elapsed: number; duration: number }
  /** Between two breaths: `index` is the last one done. */
  | { kind: 'between'; index: number }
  | { kind: 'again'; index: number }
  | { kind: 'rest' };

export function momentAt(timeline: BreathTimeline, seconds: number): NarrationMoment {
  if (seconds >= timeline.restAt) return { kind: 'rest' };
  let last = -1;
  timeline.breaths.forEach((breath, i) => {
    if (breath.start <= seconds) last = i;
  });
  if (last < 0) return { kind: 'intro' };
  const breath = timeline.breaths[last];
  if (breath && seconds < breath.end) {
    return {
      kind: 'breath',
      index: last,
      elapsed: seconds - breath.start,
      duration: breath.end - breath.start,
    };
  }
  return seconds >= timeline.againAt && last === TRACES.length / 2 - 1
    ? { kind: 'again', index: last }
    : { kind: 'between', index: last };
}
