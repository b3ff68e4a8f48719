import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasRecordingForWomen, useAddressedFile } from '@/lib/media/addressed-narration';
import { useAddressForm } from '@/lib/session/use-address-form';
import { useDeviceState } from '@/lib/platform/hydration';
import { canPlayOpus, playableAudio } from '@/lib/media/audio-format';
import { WithNarrationVoiceChoice } from '../narration-voice-choice';
import { PlayerControls } from './player-controls';
import { ProgressSlider } from './progress-slider';
import type { AudioPlayerOptions, AudioSegment, PlayState } from './playback';
import { CaptionsToggle } from '../video-player/captions-toggle';
import { useAudioPlayer } from './use-audio-player';
import { useMediaSession } from './use-media-session';
import { useSpokenWords } from './use-spoken-words';

export interface AudioPlayerProps extends AudioPlayerOptions {
  /** The audio file; without one the player says that no source was provided. */
  src?: string;
  /** Part of the file to play, in seconds: playback stays inside it and stops at its end. */
  segment?: AudioSegment;
  /** An absolute time to jump to; ignored when within 0.5 s of the current time. */
  seekTime?: number;
  /** Start by itself 300 ms after showing a source, 100 ms after a change of segment. */
  autoStart?: boolean;
  controlsDisabled?: boolean;
  controlsHidden?: boolean;
  /** The progress bar (and the 10-second skips) cannot move the position. */
  seekingDisabled?: boolean;
  /** Each change of this number pauses playback. */
  stopSignal?: number;
  /** While true, playback is paused and cannot start. */
  paused?: boolean;
  /** Called once each time playback reaches the segment end (or the end of the file). */
  onFinish?: () => void;
  onPlayStateChange?: (state: PlayState) => void;
  /** The absolute media time, in seconds, as playback moves or is moved. */
  onTimeUpdate?: (seconds: number) => void;
  /** What is playing, for the player's accessible name and the system's media controls. */
  title?: string;
  /**
   * WebVTT of the narration (one cue per sentence). With it, a Captions toggle shows the sentence
   * being spoken under the controls, for people who cannot hear it or want to read along.
   */
  captions?: string;
}

function PlayerBody({
  src,
  title,
  controlsDisabled = false,
  controlsHidden = false,
  seekingDisabled = false,
  captions,
  ...options
}: AudioPlayerProps & { src: string }) {
  const { t, i18n } = useTranslation(['media', 'common']);
  // The Opus files in the prerendered screen; the .m4a twins where this browser cannot play them.
  const [opus] = useDeviceState(canPlayOpus, true);
  const { audioElement, playState, currentTime, start, end, muted, rate, failed, controls } =
    useAudioPlayer(options);
  useMediaSession({
    title: title ?? t('audio.player'),
    artist: t('common:appName'),
    playState,
    controls,
    controlsEnabled: !controlsDisabled && !controlsHidden,
    seekingEnabled: !seekingDisabled,
  });
  const [wordsShown, setWordsShown] = useState(false);
  const spoken = useSpokenWords(audioElement, captions);

  // One wrapper in every case, so hiding the controls never remounts the audio element.
  const total = Math.max(end - start, 0);
  return (
    <div
      role={controlsHidden ? undefined : 'group'}
      aria-label={
        controlsHidden ? undefined : title ? t('audio.playerNamed', { title }) : t('audio.player')
      }
      dir={i18n.dir()}
      className={
        controlsHidden ? 'contents' : 'flex flex-col gap-2 rounded-2xl bg-white p-4 shadow-sm'
      }
    >
      <audio ref={audioElement} src={playableAudio(src, opus)} preload="metadata">
        {captions ? (
          <track
            kind="captions"
            src={captions}
            srcLang={i18n.language}
            label={t('video.trackLabel')}
          />
        ) : null}
      </audio>
      {controlsHidden ? null : (
        <>
          <ProgressSlider
            elapsed={Math.min(Math.max(currentTime - start, 0), total)}
            total={total}
            isDisabled={controlsDisabled || seekingDisabled}
            onSeek={(elapsed) => controls.seek(start + elapsed)}
          />
          <PlayerControls
            controls={controls}
            playState={playState}
            muted={muted}
            rate={rate}
            disabled={controlsDisabled}
            seekingDisabled={seekingDisabled}
            playBlocked={options.paused ?? false}
          />
          <p role="status" className="sr-only">
            {playState === 'loading' ? t('audio.loading') : ''}
          </p>
          {captions ? (
            <>
              <div className="flex justify-end">
                <CaptionsToggle pressed={wordsShown} onToggle={() => setWordsShown(!wordsShown)} />
              </div>
              {/* Not a live region: a screen reader would talk over the narration. */}
              {wordsShown ? (
                <p
                  lang={i18n.language}
                  className="min-h-14 rounded-lg bg-stone-100 px-3 py-2 text-center text-lg leading-relaxed whitespace-pre-line text-stone-900"
                >
                  {spoken}
                </p>
              ) : null}
            </>
          ) : null}
          {failed ? (
            <p role="alert" className="text-sm text-red-800">
              {/* Offline, the file was not stored on this device: say why, kindly. */}
              {navigator.onLine
                ? t('audio.error')
                : `${t('audio.offline')} ${t('audio.offlineNext')}`}
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}

/**
 * The app's audio player: play/pause, 10-second skips kept inside the segment, a progress slider,
 * mute and speed (1, 1.25, 1.5). Screens pass a source and optionally a segment of it; see
 * `useAudioPlayer` for the playback rules. A new source (or the woman's recording of an Arabic
 * narration, for a woman who signs in or a guest who chooses it beside the player) mounts a fresh
 * player.
 */
export function AudioPlayer({
  src: recorded,
  captions: recordedCaptions,
  ...props
}: AudioPlayerProps) {
  const { t } = useTranslation('media');
  // The recording addressed to the person, with its own captions (addressed-narration.ts).
  const src = useAddressedFile(recorded);
  const captions = useAddressedFile(recordedCaptions);
  // A guest chooses which Arabic recording speaks to them; an account's gender already says it.
  const account = useAddressForm();
  const choice = hasRecordingForWomen(recorded) && account === undefined && !props.controlsHidden;
  if (!src) {
    return (
      <p className="rounded-2xl bg-white p-4 text-stone-700 shadow-sm">{t('audio.noSource')}</p>
    );
  }
  const player = <PlayerBody key={src} src={src} captions={captions} {...props} />;
  return <WithNarrationVoiceChoice shown={choice}>{player}</WithNarrationVoiceChoice>;
}
