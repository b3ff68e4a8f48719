import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { Cue } from './webvtt';
import { PUBLIC_DIR } from './webvtt';

// Test helper: where a committed recording speaks, read from the audio itself. The narration sits
// over a quiet tone bed (about −35 dBFS at its loudest, scripts/media/lib.mjs) and the voice is
// normalised to −3 dBFS, so a 10 ms window louder than −30 dBFS is speech.

/** Length of one loudness window, in seconds. */
export const WINDOW_SECONDS = 0.01;
const RATE = 16000;
const SPEECH_DB = -30;

export interface Loudness {
  /** One entry per window: whether it holds speech. */
  speech: boolean[];
  seconds: number;
}

/** Decodes a file under apps/web/public (Opus, or the audio of an MP4) with ffmpeg. */
export function loudness(publicPath: string): Loudness {
  const raw = execFileSync(
    'ffmpeg',
    ['-v', 'error', '-i', join(PUBLIC_DIR, publicPath), '-ac', '1', '-ar', String(RATE)].concat([
      '-f',
      's16le',
      '-',
    ]),
    { maxBuffer: 1 << 30 },
  );
  const samples = new Int16Array(raw.buffer, raw.byteOffset, raw.byteLength / 2);
  const size = RATE * WINDOW_SECONDS;
  const speech: boolean[] = [];
  for (let start = 0; start + size <= samples.length; start += size) {
    let sum = 0;
    for (let i = start; i < start + size; i += 1) sum += ((samples[i] ?? 0) / 32768) ** 2;
    speech.push(10 * Math.log10(sum / size + 1e-12) > SPEECH_DB);
  }
  return { speech, seconds: samples.length / RATE };
}

/** What the recording does around one caption: when its speech starts and ends. */
export interface SpokenCue extends Cue {
  /** The first speech at or after the cue's start (or NaN when none before the next cue). */
  speechStart: number;
  /** The end of the last speech before the next cue starts (or the file ends). */
  speechEnd: number;
}

/**
 * Each cue with the speech the recording holds between its start and the next cue's start. A
 * window of slack on each side: a caption's time is rounded to milliseconds, so its speech may
 * start a window before it.
 */
export function spokenCues(audio: Loudness, cues: readonly Cue[]): SpokenCue[] {
  const at = (seconds: number) => Math.max(0, Math.round(seconds / WINDOW_SECONDS));
  return cues.map((cue, index) => {
    const from = at(cue.start - WINDOW_SECONDS);
    const next = cues[index + 1]?.start;
    const to = Math.min(
      next === undefined ? audio.speech.length : at(next - WINDOW_SECONDS),
      audio.speech.length,
    );
    let first = -1;
    let last = -1;
    for (let i = from; i < to; i += 1) {
      if (!audio.speech[i]) continue;
      if (first < 0) first = i;
      last = i;
    }
    return {
      ...cue,
      speechStart: first < 0 ? NaN : first * WINDOW_SECONDS,
      speechEnd: last < 0 ? NaN : (last + 1) * WINDOW_SECONDS,
    };
  });
}

/** Silence between each cue's speech and the next cue's, in seconds (one fewer than the cues). */
export function pausesBetween(spoken: readonly SpokenCue[]): number[] {
  return spoken.slice(1).map((cue, i) => cue.speechStart - (spoken[i]?.speechEnd ?? NaN));
}

/** Whether the recording holds speech between two times (a stretch no caption covers). */
export function speaksBetween(audio: Loudness, from: number, to: number): boolean {
  const start = Math.max(0, Math.ceil(from / WINDOW_SECONDS));
  const end = Math.min(audio.speech.length, Math.floor(to / WINDOW_SECONDS));
  return audio.speech.slice(start, end).some(Boolean);
}
