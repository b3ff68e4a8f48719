import { useTranslation } from 'react-i18next';
import { isLanguage } from '@/lib/i18n/languages';
import { hasRecordingForWomen, useAddressedFile } from '@/lib/media/addressed-narration';
import { useAddressForm } from '@/lib/session/use-address-form';
import type { NarratedVideo } from '@/lib/media/media-manifest';
import { WithNarrationVoiceChoice } from '../narration-voice-choice';
import { VideoPlayer } from './video-player';

export interface NarratedVideoPlayerProps {
  /** An entry of `videosFor(language)`. */
  video: NarratedVideo;
  /** What the video is about, for its accessible name. */
  title: string;
  /** Part of an exercise whose recordings can be kept on the device ("Make available offline"). */
  storable?: boolean;
  /** Captions start visible unless this is false (spec §9); a facade passes what was chosen on it. */
  captionsVisibleByDefault?: boolean;
  /** Plays and takes the focus as soon as it is drawn (someone pressed play on a VideoFacade). */
  startPlaying?: boolean;
}

/**
 * One of the app's narrated videos in the interface language: its captions (in the language of
 * the narration) in that language's direction, starting visible as spec §9 asks.
 */
export function NarratedVideoPlayer({
  video,
  title,
  storable,
  captionsVisibleByDefault,
  startPlaying,
}: NarratedVideoPlayerProps) {
  const { t, i18n } = useTranslation('media');
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  // The recording addressed to the person, with its own captions (addressed-narration.ts).
  const src = useAddressedFile(video.video);
  const captions = useAddressedFile(video.captions);
  // A guest chooses which Arabic recording speaks to them; an account's gender already says it.
  const account = useAddressForm();
  const choice = hasRecordingForWomen(video.video) && account === undefined;
  const player = (
    <VideoPlayer
      src={src}
      poster={video.poster}
      title={title}
      storable={storable}
      captionsVisibleByDefault={captionsVisibleByDefault}
      startPlaying={startPlaying}
      textDirection={i18n.dir(language)}
      subtitleTracks={[
        { src: captions, srcLang: language, label: t('video.trackLabel'), default: true },
      ]}
    />
  );
  return <WithNarrationVoiceChoice shown={choice}>{player}</WithNarrationVoiceChoice>;
}
