import { useEffect, useRef, useState, type RefObject } from 'react';
import { chooseTrackIndex, type SubtitleTrack } from './subtitle-track';
import { vttText } from './vtt-text';

interface CaptionsOptions {
  tracks: readonly SubtitleTrack[];
  /** The interface language: the track in that language is chosen first. */
  language: string;
  visibleByDefault: boolean;
  /** Each change pauses, rewinds to the start and clears the caption. */
  resetSignal: number | undefined;
}

export interface Captions {
  /** For the `<video>` element, whose `<track>` children hold the subtitle tracks. */
  videoRef: RefObject<HTMLVideoElement | null>;
  /** The track whose cues are shown, if the video has any. */
  track: SubtitleTrack | undefined;
  visible: boolean;
  /** The current caption as plain text ('' between cues and after a reset). */
  text: string;
  /**
   * The text of every cue of the track, once it is loaded and the video has started (the overlay
   * then keeps room for the tallest; before the first play nothing moves when the track arrives).
   */
  allTexts: readonly string[];
  toggle: () => void;
}

/**
 * The app draws the captions itself (its fonts, direction and contrast), so the chosen track is
 * 'hidden': the browser parses the WebVTT and fires cuechange but draws nothing. The one exception is
 * the video's own fullscreen, where nothing of the page shows: there the browser draws the track
 * ('showing') while captions are on.
 */
function modeOf(
  index: number,
  chosen: number,
  visible: boolean,
  browserDraws: boolean,
): TextTrackMode {
  if (index !== chosen) return 'disabled';
  return visible && browserDraws ? 'showing' : 'hidden';
}

function applyModes(
  elements: HTMLTrackElement[],
  chosen: number,
  visible: boolean,
  browserDraws: boolean,
) {
  elements.forEach((element, index) => {
    const mode = modeOf(index, chosen, visible, browserDraws);
    // Setting the same mode again is harmless, but skipping it keeps 'change' events meaningful.
    if (element.track.mode !== mode) element.track.mode = mode;
  });
}

/** The plain text of each of these cues that has some, in order. */
function cueTexts(cues: TextTrackCueList | null): string[] {
  const texts: string[] = [];
  for (let i = 0; cues && i < cues.length; i += 1) {
    const cue = cues[i];
    // Only WebVTT cues (VTTCue) carry text; other cue types have nothing to show.
    if (cue && 'text' in cue && typeof cue.text === 'string') {
      const text = vttText(cue.text);
      if (text) texts.push(text);
    }
  }
  return texts;
}

/** The plain text of a track's active cues, one line per cue ('' when none is active). */
export function activeCueText(track: TextTrack): string {
  return cueTexts(track.activeCues).join('\n');
}

/** The video's own `<track>` elements (not tracks inside the media file), in order. */
function trackElements(video: HTMLVideoElement): HTMLTrackElement[] {
  return Array.from(video.querySelectorAll('track'));
}

/**
 * Captions drawn by the app: picks the track (interface language, else default, else first), keeps
 * the text of its active cues, shows or hides it, and performs the reset. A track the person picks
 * in the browser's own captions menu becomes the chosen one and turns captions on; turning that
 * menu off while the browser draws (fullscreen) turns them off.
 */
export function useCaptions({
  tracks,
  language,
  visibleByDefault,
  resetSignal,
}: CaptionsOptions): Captions {
  const video = useRef<HTMLVideoElement>(null);
  const [visible, setVisible] = useState(visibleByDefault);
  const [picked, setPicked] = useState<{ language: string; index: number } | null>(null);
  const [browserDraws, setBrowserDraws] = useState(false);
  // The caption remembers which track and which reset it belongs to, so switching tracks or
  // resetting clears it without a state update inside an effect.
  const [caption, setCaption] = useState({ track: -1, reset: resetSignal, text: '' });
  const [loadedCues, setLoadedCues] = useState<{ track: number; texts: readonly string[] }>({
    track: -1,
    texts: [],
  });
  const [started, setStarted] = useState(false);

  const chosen =
    picked && picked.language === language && picked.index < tracks.length
      ? picked.index
      : chooseTrackIndex(tracks, language);
  const trackKey = tracks.map((track) => track.src).join('\n');

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const elements = trackElements(element);
    applyModes(elements, chosen, visible, browserDraws);
    const active = elements[chosen]?.track;
    // All the track's cues, when it has loaded (or at its first caption, in case it had loaded
    // before it was chosen); read once per track.
    const readAll = () => {
      setLoadedCues((known) => {
        if (known.track === chosen && known.texts.length > 0) return known;
        const texts = active ? cueTexts(active.cues) : [];
        return texts.length > 0 ? { track: chosen, texts } : known;
      });
    };
    const read = () => {
      if (!active) return;
      setCaption({ track: chosen, reset: resetSignal, text: activeCueText(active) });
      readAll();
    };
    const trackElement = elements[chosen];
    // The browser's captions menu sets modes itself: adopt its choice instead of fighting it.
    const onModesChange = () => {
      let pickedIndex = -1;
      let turnedOff = false;
      elements.forEach((trackElement, index) => {
        const mode = trackElement.track.mode;
        if (mode === modeOf(index, chosen, visible, browserDraws)) return;
        if (mode === 'showing') pickedIndex = index;
        else if (index === chosen && mode === 'disabled') turnedOff = true;
      });
      if (pickedIndex === -1 && !turnedOff) return;
      const nextChosen = pickedIndex === -1 ? chosen : pickedIndex;
      const nextVisible = pickedIndex !== -1;
      applyModes(elements, nextChosen, nextVisible, browserDraws);
      if (nextChosen !== chosen) setPicked({ language, index: nextChosen });
      setVisible(nextVisible);
    };
    active?.addEventListener('cuechange', read);
    trackElement?.addEventListener('load', readAll);
    // After a reset the caption stays cleared until playback starts again.
    element.addEventListener('play', read);
    element.textTracks.addEventListener('change', onModesChange);
    return () => {
      active?.removeEventListener('cuechange', read);
      trackElement?.removeEventListener('load', readAll);
      element.removeEventListener('play', read);
      element.textTracks.removeEventListener('change', onModesChange);
    };
  }, [video, trackKey, chosen, visible, browserDraws, resetSignal, language]);

  useEffect(() => {
    const element = video.current;
    if (!element || started) return;
    const onPlay = () => setStarted(true);
    element.addEventListener('play', onPlay);
    return () => element.removeEventListener('play', onPlay);
  }, [video, started]);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const onFullscreenChange = () => setBrowserDraws(document.fullscreenElement === element);
    // iOS Safari plays fullscreen video in its own player and says so with these events.
    const onNativeBegin = () => setBrowserDraws(true);
    const onNativeEnd = () => setBrowserDraws(false);
    document.addEventListener('fullscreenchange', onFullscreenChange);
    element.addEventListener('webkitbeginfullscreen', onNativeBegin);
    element.addEventListener('webkitendfullscreen', onNativeEnd);
    return () => {
      document.removeEventListener('fullscreenchange', onFullscreenChange);
      element.removeEventListener('webkitbeginfullscreen', onNativeBegin);
      element.removeEventListener('webkitendfullscreen', onNativeEnd);
    };
  }, [video]);

  const lastReset = useRef(resetSignal);
  useEffect(() => {
    if (lastReset.current === resetSignal) return;
    lastReset.current = resetSignal;
    const element = video.current;
    if (!element) return;
    element.pause();
    element.currentTime = 0;
  }, [video, resetSignal]);

  const current = caption.track === chosen && caption.reset === resetSignal;
  return {
    videoRef: video,
    track: tracks[chosen],
    visible,
    text: current ? caption.text : '',
    allTexts: started && loadedCues.track === chosen ? loadedCues.texts : [],
    toggle: () => setVisible((shown) => !shown),
  };
}
