/** The player's vocabulary, and the arithmetic of its playable range. */

export type PlayState = 'playing' | 'paused' | 'loading';

/** A part of the audio, in seconds of the media file. */
export interface AudioSegment {
  start: number;
  end: number;
}

export interface AudioPlayerOptions {
  segment?: AudioSegment;
  seekTime?: number;
  autoStart?: boolean;
  stopSignal?: number;
  paused?: boolean;
  onFinish?: () => void;
  onPlayStateChange?: (state: PlayState) => void;
  onTimeUpdate?: (seconds: number) => void;
}

export interface AudioPlayerControls {
  play: () => void;
  pause: () => void;
  toggle: () => void;
  skipBack: () => void;
  skipForward: () => void;
  /** Seeks to an absolute media time, kept inside the segment. */
  seek: (seconds: number) => void;
  toggleMute: () => void;
  cycleRate: () => void;
}

/** The playable range: the segment (cut to the media's length once known), else the whole file. */
export function boundsOf(segment: AudioSegment | undefined, duration: number) {
  const known = Number.isFinite(duration) && duration > 0;
  let end = known ? duration : 0;
  if (segment) end = known ? Math.min(segment.end, duration) : segment.end;
  const start = segment ? Math.min(Math.max(segment.start, 0), end) : 0;
  return { start, end };
}

/** A time kept inside the playable range (only its start while the end is unknown). */
export function clampToBounds(seconds: number, { start, end }: { start: number; end: number }) {
  return Math.max(start, end > start ? Math.min(seconds, end) : seconds);
}
