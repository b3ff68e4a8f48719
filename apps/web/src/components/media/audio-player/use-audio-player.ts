import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  AUTO_START_DELAY_MS,
  PLAYBACK_RATES,
  SEEK_TOLERANCE_SECONDS,
  SEGMENT_AUTO_START_DELAY_MS,
  SKIP_SECONDS,
} from './constants';
import { nextRate, toggleSound } from './element-settings';
import {
  boundsOf,
  clampToBounds,
  type AudioPlayerControls,
  type AudioPlayerOptions,
  type PlayState,
} from './playback';

// HTMLMediaElement.HAVE_METADATA: the duration is known.
const HAVE_METADATA = 1;
// HTMLMediaElement.HAVE_FUTURE_DATA: enough data to play on from the current position.
const HAVE_FUTURE_DATA = 3;
const ERROR_MESSAGE = 'Audio player: the audio could not be loaded or played.';

/**
 * The player's state machine over one `<audio>` element (mount a new player for a new source). It
 * follows the element's events (play, playing, waiting, canplay, pause, ended, error, timeupdate) to
 * tell playing, paused and loading apart, and applies the spec's rules: auto-start delays, stop at
 * the segment end with one finish call, the stop signal, the pause flag and the seek tolerance.
 *
 * Beyond the spec: when the pause flag is lifted, playback it interrupted (or an auto-start it
 * held back) starts again after the auto-start delay, so closing a pause menu resumes the audio.
 */
export function useAudioPlayer(options: AudioPlayerOptions) {
  const audioElement = useRef<HTMLAudioElement>(null);
  const [playState, setPlayState] = useState<PlayState>('paused');
  const [currentTime, setCurrentTime] = useState(options.segment?.start ?? 0);
  const [duration, setDuration] = useState(Number.NaN);
  const [muted, setMuted] = useState(false);
  const [rate, setRate] = useState<number>(PLAYBACK_RATES[0]);
  const [failed, setFailed] = useState(false);

  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const playStateRef = useRef<PlayState>('paused');
  const finished = useRef(false);
  const failedRef = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const resumeWhenUnpaused = useRef(false);

  const controls = useMemo(() => {
    const element = () => audioElement.current;
    const bounds = () => boundsOf(latest.current.segment, element()?.duration ?? Number.NaN);

    const transition = (next: PlayState, alwaysTell = false) => {
      const changed = playStateRef.current !== next;
      playStateRef.current = next;
      if (changed) setPlayState(next);
      if (changed || alwaysTell) latest.current.onPlayStateChange?.(next);
    };

    const finish = () => {
      if (finished.current) return;
      finished.current = true;
      latest.current.onFinish?.();
    };

    const cancelAutoStart = () => {
      clearTimeout(timer.current);
      timer.current = undefined;
    };

    /** A new time from the element or from a seek: show it, report it, stop at the segment end. */
    const timeChanged = (seconds: number) => {
      setCurrentTime(seconds);
      latest.current.onTimeUpdate?.(seconds);
      const { end } = bounds();
      if (latest.current.segment && end > 0 && seconds >= end) {
        element()?.pause();
        finish();
      }
    };

    const play = () => {
      cancelAutoStart();
      const audio = element();
      if (!audio) return;
      if (latest.current.paused) {
        resumeWhenUnpaused.current = true;
        return;
      }
      const { start, end } = bounds();
      const atSegmentEnd = latest.current.segment && end > start && audio.currentTime >= end;
      if (atSegmentEnd || audio.currentTime < start) audio.currentTime = start;
      if (atSegmentEnd) finished.current = false;
      if (failedRef.current) {
        failedRef.current = false;
        setFailed(false);
        audio.load();
      }
      const result = audio.play() as Promise<void> | undefined;
      // Autoplay rules or a pause during loading reject the promise; the element stays paused.
      result?.catch(() => {
        if (audio.paused) transition('paused');
      });
    };

    const pause = () => {
      cancelAutoStart();
      resumeWhenUnpaused.current = false;
      element()?.pause();
    };

    const seek = (seconds: number) => {
      const audio = element();
      if (!audio || !Number.isFinite(seconds)) return;
      const target = clampToBounds(seconds, bounds());
      audio.currentTime = target;
      if (target < bounds().end) finished.current = false;
      timeChanged(target);
    };

    return {
      transition,
      finish,
      cancelAutoStart,
      timeChanged,
      bounds,
      /** Plays after `delay` ms unless stopped, paused or started by hand before then. */
      startLater: (delay: number) => {
        cancelAutoStart();
        timer.current = setTimeout(play, delay);
      },
      actions: {
        play,
        pause,
        toggle: () => (playStateRef.current === 'paused' ? play() : pause()),
        skipBack: () => seek((element()?.currentTime ?? 0) - SKIP_SECONDS),
        skipForward: () => seek((element()?.currentTime ?? 0) + SKIP_SECONDS),
        seek,
        toggleMute: () => {
          const audio = element();
          if (audio) setMuted(toggleSound(audio));
        },
        cycleRate: () => {
          const audio = element();
          if (audio) setRate(nextRate(audio));
        },
      } satisfies AudioPlayerControls,
    };
  }, []);

  // The element's events drive the state.
  useEffect(() => {
    const audio = audioElement.current;
    if (!audio) return;
    const { transition, finish, cancelAutoStart, timeChanged, bounds } = controls;
    const listeners: Record<string, () => void> = {
      loadedmetadata: () => {
        setDuration(audio.duration);
        const { start, end } = bounds();
        // Browsers that ignore a seek before the metadata arrive get it now.
        if (audio.currentTime < start || (end > start && audio.currentTime > end)) {
          audio.currentTime = start;
        }
      },
      durationchange: () => setDuration(audio.duration),
      timeupdate: () => {
        // The metadata may have arrived before these listeners (a cached file in a dialog that
        // mounts a moment later): the duration is read again whenever the time moves.
        setDuration(audio.duration);
        timeChanged(audio.currentTime);
      },
      play: () => transition(audio.readyState >= HAVE_FUTURE_DATA ? 'playing' : 'loading'),
      playing: () => transition('playing'),
      waiting: () => {
        if (!audio.paused) transition('loading');
      },
      canplay: () => {
        if (!audio.paused) transition('playing');
      },
      pause: () => transition('paused'),
      ended: () => {
        transition('paused');
        finish();
      },
      error: () => {
        // A fixed message: the address could tell what someone listens to.
        console.error(ERROR_MESSAGE, { code: audio.error?.code });
        cancelAutoStart();
        resumeWhenUnpaused.current = false;
        failedRef.current = true;
        setFailed(true);
        transition('paused', true);
        audio.pause();
      },
    };
    for (const [type, listener] of Object.entries(listeners)) {
      audio.addEventListener(type, listener);
    }
    if (audio.readyState >= HAVE_METADATA) listeners.loadedmetadata?.();
    // A file that failed before the listeners were here (a service worker can answer at once).
    if (audio.error) listeners.error?.();
    return () => {
      for (const [type, listener] of Object.entries(listeners)) {
        audio.removeEventListener(type, listener);
      }
    };
  }, [controls]);

  // A new player (new source) starts after 300 ms, a new segment of it after 100 ms.
  const segmentStart = options.segment?.start;
  const segmentEnd = options.segment?.end;
  const shownSegment = useRef<string | null>(null);
  useEffect(() => {
    const audio = audioElement.current;
    if (!audio) return;
    const key = `${segmentStart}-${segmentEnd}`;
    const previous = shownSegment.current;
    shownSegment.current = key;
    // The same key again is a re-run of the first start (React's development double effects).
    const segmentChanged = previous !== null && previous !== key;
    if (previous !== key) {
      finished.current = false;
      if (segmentChanged) controls.actions.pause();
      if (segmentStart !== undefined) audio.currentTime = controls.bounds().start;
    }
    if (latest.current.autoStart) {
      controls.startLater(segmentChanged ? SEGMENT_AUTO_START_DELAY_MS : AUTO_START_DELAY_MS);
    }
    return controls.cancelAutoStart;
  }, [controls, segmentStart, segmentEnd]);

  // Each new stop signal pauses; the first value is only remembered.
  const stopSignal = options.stopSignal;
  const seenStopSignal = useRef(stopSignal);
  useEffect(() => {
    if (seenStopSignal.current === stopSignal) return;
    seenStopSignal.current = stopSignal;
    controls.actions.pause();
  }, [controls, stopSignal]);

  // The pause flag stops playback and blocks play for as long as it is set.
  const pausedFlag = options.paused ?? false;
  useEffect(() => {
    const audio = audioElement.current;
    if (!audio) return;
    if (pausedFlag) {
      if (timer.current !== undefined || !audio.paused) resumeWhenUnpaused.current = true;
      controls.cancelAutoStart();
      audio.pause();
    } else if (resumeWhenUnpaused.current) {
      resumeWhenUnpaused.current = false;
      controls.startLater(AUTO_START_DELAY_MS);
    }
  }, [controls, pausedFlag]);

  // A requested time applies only when it is more than 0.5 s away from where playback is.
  const seekTime = options.seekTime;
  useEffect(() => {
    const audio = audioElement.current;
    if (!audio || seekTime === undefined || !Number.isFinite(seekTime)) return;
    if (Math.abs(seekTime - audio.currentTime) <= SEEK_TOLERANCE_SECONDS) return;
    audio.currentTime = clampToBounds(seekTime, controls.bounds());
  }, [controls, seekTime]);

  // Leaving: no late auto-start, and whoever listens hears that playback stopped.
  useEffect(() => {
    const audio = audioElement.current;
    return () => {
      controls.cancelAutoStart();
      audio?.pause();
      if (playStateRef.current !== 'paused') latest.current.onPlayStateChange?.('paused');
    };
  }, [controls]);

  const { start, end } = boundsOf(options.segment, duration);
  return {
    /** For the `ref` of the player's one `<audio>` element, which must stay mounted. */
    audioElement,
    playState,
    /** Absolute media time, in seconds. */
    currentTime,
    start,
    /** 0 while neither a segment nor the media's duration is known. */
    end,
    muted,
    rate,
    failed,
    controls: controls.actions,
  };
}
