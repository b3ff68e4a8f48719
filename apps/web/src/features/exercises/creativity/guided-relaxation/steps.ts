import { BREATHING_SEGMENTS, BREATHING_STEP_COUNT } from '@waha/shared/constants';
import { GUIDED_RELAXATION_TIMINGS } from '@waha/shared/timings';
import { segmentIndexAt } from '@/exercise-kit/timeline/segments';

/**
 * The guided breathing exercise (spec §3, §4, §9): seven steps that share one audio file, each
 * step a segment of it. The screen follows the audio: the current step is the one whose segment
 * holds the playback time.
 */

export type BreathingStepId = '1' | '2' | '3' | '4' | '5' | '6' | '7';

export interface BreathingStep {
  id: BreathingStepId;
  /** The step's part of the shared audio, in seconds of the file. */
  segment: { start: number; end: number };
  titleKey: `steps.${BreathingStepId}.title`;
  descriptionKey: `steps.${BreathingStepId}.description`;
  type: 'timed_audio';
}

const IDS: readonly BreathingStepId[] = ['1', '2', '3', '4', '5', '6', '7'];

// The segments come from the shared constants, which the media manifest and the media tests read
// too, so the generated audio and this screen cannot drift apart.
export const BREATHING_STEPS: readonly BreathingStep[] = IDS.map((id, index) => {
  const [start, end] = BREATHING_SEGMENTS[index] ?? [0, 0];
  return {
    id,
    segment: { start, end },
    titleKey: `steps.${id}.title`,
    descriptionKey: `steps.${id}.description`,
    type: 'timed_audio',
  };
});

if (BREATHING_STEPS.length !== BREATHING_STEP_COUNT || BREATHING_SEGMENTS.length !== IDS.length) {
  throw new Error('The breathing steps do not match BREATHING_STEP_COUNT and BREATHING_SEGMENTS');
}

/** The step with prompts timed from play start (deep breath, inhale / exhale cycles). */
export const BREATHING_CYCLE_STEP_ID: BreathingStepId = '2';
/** The last step: a countdown, then the finish message. */
export const COUNTDOWN_STEP_ID: BreathingStepId = '7';

// The prompt timings (spec §4, §9) come from the file the narration generator reads too.
const TIMINGS = GUIDED_RELAXATION_TIMINGS;
/** Step 2: the deep-breath prompt shows 1 s after play starts. */
export const DEEP_BREATH_DELAY_MS = TIMINGS.deepBreathDelayMs;
/** Step 2: the inhale / exhale cycles start 4.5 s after play starts. */
export const CYCLES_START_MS = TIMINGS.cyclesStartMs;
export const INHALE_MS = TIMINGS.inhaleMs;
export const EXHALE_MS = TIMINGS.exhaleMs;
export const BREATHING_CYCLES = TIMINGS.cycles;

/** Step 7: counts down from 10 to 1, one number every 2.7 s. */
export const COUNTDOWN_FROM = TIMINGS.countdownFrom;
export const COUNTDOWN_STEP_MS = TIMINGS.countdownStepMs;

/** What a step that does not exist shows: the message key itself (spec §8). */
export const STEP_NOT_FOUND_KEY = 'guided-relaxation:notFound';

export function findStep(id: string): BreathingStep | undefined {
  return BREATHING_STEPS.find((step) => step.id === id);
}

/** The step whose segment holds `seconds` of the audio (see exercise-kit/timeline/segments.ts). */
export function stepAt(seconds: number): BreathingStep {
  const step = BREATHING_STEPS[segmentIndexAt(BREATHING_SEGMENTS, seconds)];
  if (!step) throw new Error('No breathing steps');
  return step;
}
