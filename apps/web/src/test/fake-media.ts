import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * A media element for tests. happy-dom's HTMLMediaElement does not load or play anything, so this
 * stubs play/pause/load and lets a test set what a browser would (duration, paused, readyState,
 * error) and fire the element's events itself. play() and pause() behave like a browser's: they
 * change `paused` and fire play (+ playing when data is there) or pause.
 */
interface MediaState {
  paused: boolean;
  duration: number;
  readyState: number;
  error: { code: number } | null;
}

const states = new WeakMap<HTMLMediaElement, MediaState>();

function stateOf(element: HTMLMediaElement): MediaState {
  let state = states.get(element);
  if (!state) {
    state = { paused: true, duration: Number.NaN, readyState: 0, error: null };
    states.set(element, state);
  }
  return state;
}

const HAVE_ENOUGH_DATA = 4;
const FAKED = ['paused', 'duration', 'readyState', 'error'] as const;

export type MediaEventType =
  | 'loadedmetadata'
  | 'timeupdate'
  | 'play'
  | 'playing'
  | 'pause'
  | 'ended'
  | 'waiting'
  | 'canplay'
  | 'error';

export function installFakeMedia() {
  const proto = HTMLMediaElement.prototype;
  const originals = FAKED.map(
    (name) => [name, Object.getOwnPropertyDescriptor(proto, name)] as const,
  );
  for (const name of FAKED) {
    Object.defineProperty(proto, name, {
      configurable: true,
      get(this: HTMLMediaElement) {
        return stateOf(this)[name];
      },
    });
  }

  const dispatch = (element: HTMLMediaElement, type: string) =>
    element.dispatchEvent(new Event(type));

  const play = vi.spyOn(proto, 'play').mockImplementation(function (this: HTMLMediaElement) {
    const state = stateOf(this);
    if (state.paused) {
      state.paused = false;
      dispatch(this, 'play');
      if (state.readyState >= 3) dispatch(this, 'playing');
    }
    return Promise.resolve();
  });
  const pause = vi.spyOn(proto, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    const state = stateOf(this);
    if (state.paused) return;
    state.paused = true;
    dispatch(this, 'pause');
  });
  const load = vi.spyOn(proto, 'load').mockImplementation(function (this: HTMLMediaElement) {
    Object.assign(stateOf(this), { readyState: 0, error: null });
  });

  /** The player's audio element (tests render one player). */
  const element = (): HTMLAudioElement => {
    const audio = document.querySelector('audio');
    if (!audio) throw new Error('No <audio> element is rendered');
    return audio;
  };

  /** Fires an event on the element, inside act() so React's updates are applied. */
  const fire = (type: MediaEventType) => {
    act(() => {
      dispatch(element(), type);
    });
  };

  return {
    play,
    pause,
    load,
    element,
    fire,
    /** The metadata and enough data arrive: duration known, ready to play through. */
    loadMetadata(duration: number) {
      Object.assign(stateOf(element()), { duration, readyState: HAVE_ENOUGH_DATA });
      fire('loadedmetadata');
      fire('canplay');
    },
    /** The metadata arrived before anyone listened (a cached file): no event is fired. */
    loadMetadataUnheard(duration: number) {
      Object.assign(stateOf(element()), { duration, readyState: HAVE_ENOUGH_DATA });
    },
    /** Playback (or a seek) reached `seconds`; the browser reports it with timeupdate. */
    timeUpdate(seconds: number) {
      element().currentTime = seconds;
      fire('timeupdate');
    },
    /** Buffering: the element has too little data to play on. */
    setReadyState(readyState: number) {
      stateOf(element()).readyState = readyState;
    },
    /** A decoding or network failure (MediaError code, 2 = network). */
    fail(code = 2) {
      stateOf(element()).error = { code };
      fire('error');
    },
    isPaused: () => stateOf(element()).paused,
    restore() {
      play.mockRestore();
      pause.mockRestore();
      load.mockRestore();
      for (const [name, descriptor] of originals) {
        if (descriptor) Object.defineProperty(proto, name, descriptor);
      }
    },
  };
}

export type FakeMedia = ReturnType<typeof installFakeMedia>;
