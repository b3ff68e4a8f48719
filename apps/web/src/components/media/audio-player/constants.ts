/** The audio player's numbers from the spec (§4 "Audio player", §9). */

/** How far the back and forward buttons jump, in seconds. */
export const SKIP_SECONDS = 10;

/** Playback speeds, in the order the speed button cycles through them (then back to the first). */
export const PLAYBACK_RATES = [1, 1.25, 1.5] as const;

/** A requested seek time is applied only if it differs from the current time by more than this. */
export const SEEK_TOLERANCE_SECONDS = 0.5;

/** Delay before auto-start when a source is first shown. */
export const AUTO_START_DELAY_MS = 300;

/** Delay before auto-start when only the segment changed (the next step of the same audio). */
export const SEGMENT_AUTO_START_DELAY_MS = 100;
