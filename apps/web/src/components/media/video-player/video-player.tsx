import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CaptionOverlay } from './caption-overlay';
import { CaptionsToggle } from './captions-toggle';
import type { SubtitleTrack } from './subtitle-track';
import { useCaptions } from './use-captions';

export interface VideoPlayerProps {
  src: string;
  poster?: string;
  /** WebVTT files; the one in the interface language is shown, else the default, else the first. */
  subtitleTracks: readonly SubtitleTrack[];
  /** Captions start visible unless this is false (spec §9). */
  captionsVisibleByDefault?: boolean;
  /** Direction of the caption text; right to left unless told (spec §9). Screens pass the language's. */
  textDirection?: 'rtl' | 'ltr';
  /** What the video is: the player's accessible name. */
  title: string;
  /** Each change pauses, rewinds to the start and clears the caption. */
  resetSignal?: number;
  allowPictureInPicture?: boolean;
  allowRemotePlayback?: boolean;
  allowDownload?: boolean;
  /** When it cannot load offline, also say that "Make available offline" can keep it (an exercise's video). */
  storable?: boolean;
  /**
   * Someone has just asked for this video (VideoFacade): it starts playing as soon as it is drawn,
   * and the focus goes to the video, whose controls Space and Enter work.
   */
  startPlaying?: boolean;
}

function controlsListOf(allowDownload: boolean, allowRemotePlayback: boolean): string | undefined {
  const tokens = [
    allowDownload ? null : 'nodownload',
    allowRemotePlayback ? null : 'noremoteplayback',
  ].filter((token) => token !== null);
  return tokens.length > 0 ? tokens.join(' ') : undefined;
}

function PlayerBody({
  src,
  poster,
  subtitleTracks,
  captionsVisibleByDefault = true,
  textDirection = 'rtl',
  title,
  resetSignal,
  allowPictureInPicture = false,
  allowRemotePlayback = false,
  allowDownload = false,
  storable = false,
  startPlaying = false,
}: VideoPlayerProps) {
  const { t, i18n } = useTranslation('media');
  const [failed, setFailed] = useState(false);
  const { videoRef, track, visible, text, allTexts, toggle } = useCaptions({
    tracks: subtitleTracks,
    language: i18n.language,
    visibleByDefault: captionsVisibleByDefault,
    resetSignal,
  });

  useEffect(() => {
    const video = videoRef.current;
    if (!startPlaying || !video) return;
    video.focus();
    // A browser may refuse (autoplay rules after a slow load): the focused controls still play it,
    // and a file that cannot load says so through onError.
    video.play().catch(() => undefined);
  }, [startPlaying, videoRef]);

  return (
    <div role="group" aria-label={title} className="flex flex-col gap-2">
      <div className="relative overflow-hidden rounded-2xl bg-black">
        {/* The browser's own controls play, seek and set the volume, all by keyboard too. */}
        <video
          ref={videoRef}
          src={src}
          poster={poster}
          controls
          playsInline
          preload="metadata"
          disablePictureInPicture={!allowPictureInPicture}
          disableRemotePlayback={!allowRemotePlayback}
          controlsList={controlsListOf(allowDownload, allowRemotePlayback)}
          className="block aspect-video w-full"
          onError={() => setFailed(true)}
          onLoadedMetadata={() => setFailed(false)}
        >
          {subtitleTracks.map((subtitle) => (
            <track
              key={subtitle.src}
              kind="subtitles"
              src={subtitle.src}
              srcLang={subtitle.srcLang}
              label={subtitle.label}
            />
          ))}
        </video>
        {visible ? (
          <CaptionOverlay
            text={text}
            dir={textDirection}
            lang={track?.srcLang}
            reserve={allTexts}
          />
        ) : null}
      </div>
      {subtitleTracks.length > 0 ? (
        <div className="flex justify-end">
          <CaptionsToggle pressed={visible} onToggle={toggle} />
        </div>
      ) : null}
      {failed ? (
        <p role="alert" className="text-sm text-red-800">
          {/* Offline, the file was not stored on this device: say why, kindly. */}
          {navigator.onLine
            ? t('video.error')
            : [t('video.offline'), storable ? t('audio.offlineNext') : ''].join(' ').trim()}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The app's video player: the browser's controls for playback, and captions drawn by the app from
 * the WebVTT tracks (plain text, in the given direction, readable over any picture) with a toggle.
 * Picture-in-picture, remote playback and download are off unless allowed. A new source mounts a
 * fresh player.
 */
export function VideoPlayer(props: VideoPlayerProps) {
  return <PlayerBody key={props.src} {...props} />;
}
