import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Text tracks for tests. happy-dom neither parses WebVTT nor plays video, and its `track` element
 * hands out a new TextTrack on every read (without the 'hidden' mode). This replaces, for each
 * `<track>`, its TextTrack with one fake that keeps its mode and whose active cues a test sets,
 * firing cuechange as a browser would; each video's `textTracks` becomes one list that fires
 * 'change'. play() and pause() are stubbed.
 */
export class FakeTextTrack extends EventTarget {
  mode: TextTrackMode = 'disabled';
  private active: { text: string }[] = [];
  private loaded: { text: string }[] | null = null;

  /** Like a browser's: no cues at all while the track is disabled. */
  get activeCues(): ArrayLike<{ text: string }> | null {
    return this.mode === 'disabled' ? null : this.active;
  }

  /** Every cue of the track: none until a test loads some (`setCues`). */
  get cues(): ArrayLike<{ text: string }> | null {
    return this.mode === 'disabled' ? null : this.loaded;
  }

  setActiveCues(texts: string[]) {
    this.active = texts.map((text) => ({ text }));
    this.dispatchEvent(new Event('cuechange'));
  }

  setCues(texts: string[]) {
    this.loaded = texts.map((text) => ({ text }));
  }
}

const TRACK_PROPERTY = 'track';
const TEXT_TRACKS_PROPERTY = 'textTracks';

/**
 * Only the `<track>` part: each track element keeps one FakeTextTrack, each media element one
 * `textTracks` list. For players whose playback another fake already handles (the audio player).
 */
export function installFakeTrackElements() {
  const trackProto = HTMLTrackElement.prototype;
  const mediaProto = HTMLMediaElement.prototype;
  const originalTrack = Object.getOwnPropertyDescriptor(trackProto, TRACK_PROPERTY);
  const originalTextTracks = Object.getOwnPropertyDescriptor(mediaProto, TEXT_TRACKS_PROPERTY);
  const tracks = new WeakMap<HTMLTrackElement, FakeTextTrack>();
  const lists = new WeakMap<HTMLMediaElement, EventTarget>();

  Object.defineProperty(trackProto, TRACK_PROPERTY, {
    configurable: true,
    get(this: HTMLTrackElement) {
      let track = tracks.get(this);
      if (!track) {
        track = new FakeTextTrack();
        tracks.set(this, track);
      }
      return track;
    },
  });
  Object.defineProperty(mediaProto, TEXT_TRACKS_PROPERTY, {
    configurable: true,
    get(this: HTMLMediaElement) {
      let list = lists.get(this);
      if (!list) {
        list = new EventTarget();
        lists.set(this, list);
      }
      return list;
    },
  });

  return {
    restore() {
      if (originalTrack) Object.defineProperty(trackProto, TRACK_PROPERTY, originalTrack);
      if (originalTextTracks) {
        Object.defineProperty(mediaProto, TEXT_TRACKS_PROPERTY, originalTextTracks);
      }
    },
  };
}

export function installFakeTextTracks() {
  const mediaProto = HTMLMediaElement.prototype;
  const elements = installFakeTrackElements();
  const pause = vi.spyOn(mediaProto, 'pause').mockImplementation(() => {});
  const play = vi.spyOn(mediaProto, 'play').mockResolvedValue(undefined);

  const video = (): HTMLVideoElement => {
    const element = document.querySelector('video');
    if (!element) throw new Error('No <video> element is rendered');
    return element;
  };

  /** The fake TextTrack of the `<track>` in that language. */
  const track = (srcLang: string): FakeTextTrack => {
    const element = video().querySelector<HTMLTrackElement>(`track[srclang="${srcLang}"]`);
    if (!element) throw new Error(`No <track srclang="${srcLang}">`);
    return element.track as unknown as FakeTextTrack;
  };

  return {
    pause,
    play,
    video,
    track,
    /** The languages of the tracks in each mode, e.g. { hidden: ['ar'], disabled: ['en'] }. */
    modes(): Partial<Record<TextTrackMode, string[]>> {
      const modes: Partial<Record<TextTrackMode, string[]>> = {};
      for (const element of video().querySelectorAll('track')) {
        (modes[element.track.mode] ??= []).push(element.srclang);
      }
      return modes;
    },
    /** The browser's time marches on: these cues of that track are now active. */
    showCues(srcLang: string, ...texts: string[]) {
      act(() => track(srcLang).setActiveCues(texts));
    },
    /** The track in that language has loaded these cues, and its `<track>` fires 'load'. */
    loadCues(srcLang: string, ...texts: string[]) {
      act(() => {
        track(srcLang).setCues(texts);
        video().querySelector(`track[srclang="${srcLang}"]`)?.dispatchEvent(new Event('load'));
      });
    },
    /** The person uses the browser's own captions menu, which sets modes and fires 'change'. */
    nativeMenuSets(srcLang: string, mode: TextTrackMode) {
      act(() => {
        track(srcLang).mode = mode;
        video().textTracks.dispatchEvent(new Event('change'));
      });
    },
    /** A media event on the video (play, pause…), inside act(). */
    fire(type: string) {
      act(() => {
        video().dispatchEvent(new Event(type));
      });
    },
    restore: elements.restore,
  };
}

export type FakeTextTracks = ReturnType<typeof installFakeTextTracks>;
