import { useEffect } from 'react';
import type { AudioPlayerControls, PlayState } from './playback';

interface MediaSessionOptions {
  title: string;
  artist: string;
  playState: PlayState;
  controls: AudioPlayerControls;
  /** Lock-screen and headset buttons follow the on-screen ones: off when those are disabled. */
  controlsEnabled: boolean;
  seekingEnabled: boolean;
}

function mediaSession(): MediaSession | undefined {
  return typeof navigator !== 'undefined' && 'mediaSession' in navigator
    ? navigator.mediaSession
    : undefined;
}

function setHandler(
  session: MediaSession,
  action: MediaSessionAction,
  handler: (() => void) | null,
) {
  try {
    session.setActionHandler(action, handler);
  } catch {
    // Browsers throw for actions they do not support; the others still work.
  }
}

const ACTIONS: MediaSessionAction[] = ['play', 'pause', 'seekbackward', 'seekforward'];

/**
 * Tells the system what is playing (title, and the app's name as the artist) and lets its media
 * keys play, pause and skip, where the browser has a Media Session. Everything is cleared when the
 * player goes away, so no stale title or handler outlives it.
 */
export function useMediaSession({
  title,
  artist,
  playState,
  controls,
  controlsEnabled,
  seekingEnabled,
}: MediaSessionOptions): void {
  useEffect(() => {
    const session = mediaSession();
    if (!session) return;
    if (typeof MediaMetadata !== 'undefined')
      session.metadata = new MediaMetadata({ title, artist });
    setHandler(session, 'play', controlsEnabled ? controls.play : null);
    setHandler(session, 'pause', controlsEnabled ? controls.pause : null);
    const canSkip = controlsEnabled && seekingEnabled;
    setHandler(session, 'seekbackward', canSkip ? controls.skipBack : null);
    setHandler(session, 'seekforward', canSkip ? controls.skipForward : null);
    return () => {
      session.metadata = null;
      for (const action of ACTIONS) setHandler(session, action, null);
    };
  }, [title, artist, controls, controlsEnabled, seekingEnabled]);

  useEffect(() => {
    const session = mediaSession();
    if (!session) return;
    session.playbackState = playState === 'paused' ? 'paused' : 'playing';
    return () => {
      session.playbackState = 'none';
    };
  }, [playState]);
}
