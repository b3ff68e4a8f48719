import type { PlayState } from '@/components/media/audio-player/playback';
import { usePausableTimeline } from '@/exercise-kit/timeline/use-pausable-timeline';
import { COUNTDOWN_FROM, COUNTDOWN_STEP_MS } from './steps';

// The moments each number gives way to the next; the last one ends the countdown.
const MARKS: readonly number[] = Array.from(
  { length: COUNTDOWN_FROM },
  (_, index) => (index + 1) * COUNTDOWN_STEP_MS,
);

export interface Countdown {
  /** The number to show (10 down to 1) while counting, else null. */
  number: number | null;
  done: boolean;
  /** The playback controls are off while counting (not while the audio is paused). */
  controlsDisabled: boolean;
}

/**
 * Step 7's countdown (spec §4, §9): from 10 to 1, one number every 2.7 s from when play starts in
 * the step, then done. It holds its number while the audio is paused or loading.
 */
export function useCountdown(active: boolean, playState: PlayState): Countdown {
  const { started, passed } = usePausableTimeline(MARKS, active, playState === 'playing');
  const done = passed >= MARKS.length;
  const counting = active && started && !done;
  return {
    number: counting ? COUNTDOWN_FROM - passed : null,
    done,
    controlsDisabled: counting && playState !== 'paused',
  };
}
