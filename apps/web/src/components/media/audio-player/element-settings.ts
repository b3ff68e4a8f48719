import { PLAYBACK_RATES } from './constants';

/** Silences the element, or gives it its sound back. Returns whether it is now muted. */
export function toggleSound(audio: HTMLMediaElement): boolean {
  const volume = audio.volume > 0 ? 0 : 1;
  audio.volume = volume;
  // iOS ignores volume set from script; muted has the same effect there.
  audio.muted = volume === 0;
  return volume === 0;
}

/** Moves the element to the next playback rate of the spec's cycle, and returns it. */
export function nextRate(audio: HTMLMediaElement): number {
  const index = PLAYBACK_RATES.indexOf(audio.playbackRate as (typeof PLAYBACK_RATES)[number]);
  const next = PLAYBACK_RATES[(index + 1) % PLAYBACK_RATES.length] ?? PLAYBACK_RATES[0];
  // The default rate survives a reload of the source (a retry after an error).
  audio.defaultPlaybackRate = next;
  audio.playbackRate = next;
  return next;
}
