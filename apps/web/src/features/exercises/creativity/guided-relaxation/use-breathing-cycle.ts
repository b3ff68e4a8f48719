import type { PlayState } from '@/components/media/audio-player/playback';
import { usePausableTimeline } from '@/exercise-kit/timeline/use-pausable-timeline';
import {
  BREATHING_CYCLES,
  CYCLES_START_MS,
  DEEP_BREATH_DELAY_MS,
  EXHALE_MS,
  INHALE_MS,
} from './steps';

export type BreathingPhase = 'waiting' | 'deepBreath' | 'inhale' | 'exhale' | 'continue';

// From play start: the deep-breath prompt, then each inhale and exhale, then the closing prompt.
const MARKS: readonly number[] = [
  DEEP_BREATH_DELAY_MS,
  ...Array.from({ length: BREATHING_CYCLES }, (_, cycle) => {
    const inhale = CYCLES_START_MS + cycle * (INHALE_MS + EXHALE_MS);
    return [inhale, inhale + INHALE_MS];
  }).flat(),
  CYCLES_START_MS + BREATHING_CYCLES * (INHALE_MS + EXHALE_MS),
];

export interface BreathingCycle {
  phase: BreathingPhase;
  /** 1 to 3 during the inhale / exhale phases, else 0. */
  cycle: number;
  /** The playback controls are off while the prompts run (not while the audio is paused). */
  controlsDisabled: boolean;
}

/**
 * Step 2's prompts (spec §4, §9), timed from when play starts in the step: a deep-breath prompt
 * after 1 s, inhale 3.26 s / exhale 3.27 s three times from 4.5 s, then a continue-breathing prompt.
 * The timers stop while the audio is paused or loading and carry on when it plays again.
 */
export function useBreathingCycle(active: boolean, playState: PlayState): BreathingCycle {
  const { started, passed } = usePausableTimeline(MARKS, active, playState === 'playing');
  const done = passed >= MARKS.length;
  const controlsDisabled = active && started && !done && playState !== 'paused';
  if (passed === 0) return { phase: 'waiting', cycle: 0, controlsDisabled };
  if (passed === 1) return { phase: 'deepBreath', cycle: 0, controlsDisabled };
  if (done) return { phase: 'continue', cycle: 0, controlsDisabled };
  const index = passed - 2;
  return {
    phase: index % 2 === 0 ? 'inhale' : 'exhale',
    cycle: Math.floor(index / 2) + 1,
    controlsDisabled,
  };
}
