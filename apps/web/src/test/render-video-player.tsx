import { render } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { SubtitleTrack } from '@/components/media/video-player/subtitle-track';
import { VideoPlayer, type VideoPlayerProps } from '@/components/media/video-player/video-player';

export const VIDEO_SRC = '/media/en/about-the-app.mp4';

export const ENGLISH_TRACK: SubtitleTrack = {
  src: '/media/en/about-the-app.vtt',
  srcLang: 'en',
  label: 'English',
};
export const ARABIC_TRACK: SubtitleTrack = {
  src: '/media/ar/about-the-app.vtt',
  srcLang: 'ar',
  label: 'العربية',
  default: true,
};
export const TRACKS = [ENGLISH_TRACK, ARABIC_TRACK];

/** Renders one VideoPlayer with the given texts; `update` re-renders it with changed props. */
export function renderVideoPlayer(
  i18n: I18n,
  props: Partial<VideoPlayerProps> = {},
  { strict = false } = {},
) {
  const element = (next: Partial<VideoPlayerProps>) => {
    const player = (
      <I18nextProvider i18n={i18n}>
        <VideoPlayer src={VIDEO_SRC} title="About the app" subtitleTracks={TRACKS} {...next} />
      </I18nextProvider>
    );
    return strict ? <StrictMode>{player}</StrictMode> : player;
  };
  const view = render(element(props));
  return {
    ...view,
    update: (next: Partial<VideoPlayerProps>) => view.rerender(element({ ...props, ...next })),
  };
}
