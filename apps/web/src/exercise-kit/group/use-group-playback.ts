import { useCallback, useEffect, useRef, useState } from 'react';
import { vttText } from '@/components/media/video-player/vtt-text';
import type { NarratedAudio } from '@/lib/media/media-manifest';
import type { GroupNarration } from './group-narration';
import {
  cueAt,
  groupSteps,
  lockedAt,
  stepIndexAt,
  type Cue,
  type GroupStep,
} from './group-timeline';

export type PlaybackProblem = 'offline' | 'error' | null;

export interface GroupPlayback {
  audio: React.RefObject<HTMLAudioElement | null>;
  track: React.RefObject<HTMLTrackElement | null>;
  file: NarratedAudio;
  /** The file's index, as a key: a new file mounts a new audio element. */
  fileIndex: number;
  playing: boolean;
  steps: readonly GroupStep[];
  step: number;
  sentence: string;
  /** The exercise's own rules hold the controls now (guided breathing's cycles, its countdown). */
  held: boolean;
  problem: PlaybackProblem;
  toggle: () => void;
  goTo: (step: number) => void;
  stop: () => void;
}

/** The cues a browser parsed from a `<track>` (its WebVTT parser, not ours). */
function cuesOf(track: TextTrack): Cue[] {
  return Array.from(track.cues ?? [], (cue) => ({
    start: cue.startTime,
    end: cue.endTime,
    text: 'text' in cue && typeof cue.text === 'string' ? vttText(cue.text) : '',
  })).filter((cue) => cue.text !== '');
}

/**
 * Plays a narration for a group and follows it: the audio element's own text track (kept 'hidden':
 * parsed by the browser, never drawn) gives the cues, and each `cuechange`, `timeupdate` and seek
 * gives the time, from which the step and the sentence are worked out (group-timeline.ts).
 */
export function useGroupPlayback(narration: GroupNarration): GroupPlayback {
  const audio = useRef<HTMLAudioElement>(null);
  const track = useRef<HTMLTrackElement>(null);
  const [fileIndex, setFileIndex] = useState(0);
  const [time, setTime] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [cues, setCues] = useState<{ file: number; list: readonly Cue[] }>({ file: -1, list: [] });
  const [problem, setProblem] = useState<PlaybackProblem>(null);
  // Where to go once a new file is ready, and whether to play it.
  const pending = useRef<{ seconds: number; play: boolean } | null>(null);

  const file = narration.files[fileIndex] ?? narration.files[0];
  if (!file) throw new Error('A narration without files');
  const fileCues = cues.file === fileIndex ? cues.list : [];
  const steps = groupSteps(narration.steps(fileCues));
  const step = stepIndexAt(steps, fileIndex, time);
  const current = steps[step];
  const sentence = current ? (cueAt(fileCues, time, current)?.text ?? '') : '';
  const held = playing && fileIndex === 0 && lockedAt(narration.locked, time);

  useEffect(() => {
    const element = audio.current;
    const trackElement = track.current;
    if (!element || !trackElement) return;
    const textTrack = trackElement.track;
    textTrack.mode = 'hidden';
    const readCues = () => {
      const list = cuesOf(textTrack);
      if (list.length > 0) setCues({ file: fileIndex, list });
    };
    const readTime = () => setTime(element.currentTime);
    const onPlay = () => {
      setProblem(null);
      setPlaying(true);
    };
    const onPause = () => {
      setPlaying(false);
      readTime();
    };
    const onReady = () => {
      const next = pending.current;
      pending.current = null;
      if (!next) return;
      element.currentTime = next.seconds;
      if (next.play) element.play().catch(() => undefined);
    };
    const onError = () => {
      setPlaying(false);
      setProblem(navigator.onLine ? 'error' : 'offline');
    };
    // HTMLTrackElement.LOADED: the cues were parsed before this effect ran.
    if (trackElement.readyState === 2) readCues();
    const listening = new AbortController();
    const options = { signal: listening.signal };
    trackElement.addEventListener('load', readCues, options);
    textTrack.addEventListener('cuechange', readTime, options);
    const onAudio: [string, () => void][] = [
      ['timeupdate', readTime],
      ['seeked', readTime],
      ['play', onPlay],
      ['pause', onPause],
      ['ended', onPause],
      ['error', onError],
      ['loadedmetadata', onReady],
    ];
    for (const [name, listener] of onAudio) element.addEventListener(name, listener, options);
    if (element.readyState >= 1) onReady();
    return () => listening.abort();
  }, [fileIndex]);

  const toggle = useCallback(() => {
    const element = audio.current;
    if (!element || held) return;
    if (element.paused) {
      setProblem(null);
      element.play().catch(() => undefined);
    } else {
      element.pause();
    }
  }, [held]);

  const goTo = useCallback(
    (index: number) => {
      const target = steps[index];
      const element = audio.current;
      if (!target || !element || held) return;
      if (target.file !== fileIndex) {
        pending.current = { seconds: target.start, play: !element.paused };
        element.pause();
        setTime(target.start);
        setFileIndex(target.file);
        return;
      }
      element.currentTime = target.start;
      setTime(target.start);
    },
    [steps, fileIndex, held],
  );

  const stop = useCallback(() => audio.current?.pause(), []);

  return {
    audio,
    track,
    file,
    fileIndex,
    playing,
    steps,
    step,
    sentence,
    held,
    problem,
    toggle,
    goTo,
    stop,
  };
}
