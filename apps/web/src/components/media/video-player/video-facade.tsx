import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { isReloadPending } from '@/lib/platform/chunk-reload';
import { isLanguage } from '@/lib/i18n/languages';
import { hasRecordingForWomen } from '@/lib/media/addressed-narration';
import type { NarratedVideo } from '@/lib/media/media-manifest';
import { useAddressForm } from '@/lib/session/use-address-form';
import { PlayIcon } from '../audio-player/icons';
import { WithNarrationVoiceChoice } from '../narration-voice-choice';
import { CaptionOverlay } from './caption-overlay';
import { CaptionsToggle } from './captions-toggle';
import type { NarratedVideoPlayerProps } from './narrated-video-player';

/** The player's code; undefined when the page is reloading to fetch a newer version of it. */
export type LoadPlayer = () => Promise<
  { NarratedVideoPlayer: ComponentType<NarratedVideoPlayerProps> } | undefined
>;

const loadNarratedPlayer: LoadPlayer = () => import('./narrated-video-player');

/** The posters' size (scripts/media): the picture keeps the player's shape before it loads. */
const POSTER_WIDTH = 854;
const POSTER_HEIGHT = 480;

type Stage =
  | { kind: 'idle' | 'loading' | 'failed' }
  | { kind: 'ready'; Player: ComponentType<NarratedVideoPlayerProps> };

interface VideoFacadeProps {
  /** An entry of `videosFor(language)`. */
  video: NarratedVideo;
  /** What the video is about: the group's name and the play button's. */
  title: string;
  /** How the player's code arrives (tests pass their own). */
  loadPlayer?: LoadPlayer;
}

function BusyRing() {
  return (
    <span
      aria-hidden="true"
      className="size-6 rounded-full border-4 border-white/40 border-t-white motion-safe:animate-spin"
    />
  );
}

/**
 * A narrated video as its poster and a play button, in the player's exact shape (the same group,
 * picture, caption strip and captions toggle), so a screen with videos loads no player code and no
 * video until someone asks. Play loads the NarratedVideoPlayer, which starts and takes the focus;
 * meanwhile a short busy note, and if its code cannot load, a message in place of nothing. The
 * player itself says when the video cannot play offline. A guest chooses above it, before playing,
 * which Arabic recording of an addressed video speaks to them (the player keeps the choice there).
 */
export function VideoFacade({ video, title, loadPlayer = loadNarratedPlayer }: VideoFacadeProps) {
  const { t, i18n } = useTranslation('media');
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const [captionsOn, setCaptionsOn] = useState(true);
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  // A guest chooses which Arabic recording speaks to them; an account's gender already says it.
  const account = useAddressForm();
  const choice = hasRecordingForWomen(video.video) && account === undefined;

  if (stage.kind === 'ready') {
    const { Player } = stage;
    return (
      <Player video={video} title={title} captionsVisibleByDefault={captionsOn} startPlaying />
    );
  }

  const loading = stage.kind === 'loading';
  const play = () => {
    if (loading) return;
    setStage({ kind: 'loading' });
    loadPlayer().then(
      (module) => {
        if (module) setStage({ kind: 'ready', Player: module.NarratedVideoPlayer });
        // Otherwise the page is reloading for the current version of the player (chunk-reload.ts).
        else if (!isReloadPending()) setStage({ kind: 'failed' });
      },
      () => setStage({ kind: 'failed' }),
    );
  };

  const facade = (
    <div role="group" aria-label={title} className="flex flex-col gap-2">
      <div className="relative overflow-hidden rounded-2xl bg-black">
        <img
          src={video.poster}
          alt=""
          width={POSTER_WIDTH}
          height={POSTER_HEIGHT}
          loading="lazy"
          decoding="async"
          className="block aspect-video w-full object-contain"
        />
        {/* Over the picture, low, so the poster's own title stays readable. */}
        <button
          type="button"
          aria-label={t('video.playNamed', { title })}
          aria-disabled={loading || undefined}
          onClick={play}
          className="group absolute inset-x-0 top-0 flex aspect-video w-full cursor-pointer items-end justify-center pb-4 outline-none aria-disabled:cursor-progress"
        >
          <span className="inline-flex min-h-11 items-center gap-2 rounded-full bg-oasis-700 px-5 py-2 font-semibold text-white shadow-lg group-hover:bg-oasis-800 group-focus-visible:shadow-[0_0_0_7px_black] group-focus-visible:outline-3 group-focus-visible:outline-offset-2 group-focus-visible:outline-white">
            {loading ? <BusyRing /> : <PlayIcon />}
            {t('video.play')}
          </span>
        </button>
        {captionsOn ? <CaptionOverlay text="" dir={i18n.dir(language)} lang={language} /> : null}
        <p
          role="status"
          className="pointer-events-none absolute inset-x-0 top-2 flex justify-center px-3"
        >
          {loading ? (
            <span className="rounded-lg bg-black/80 px-3 py-1 text-sm text-white">
              {t('video.loadingPlayer')}
            </span>
          ) : null}
        </p>
      </div>
      <div className="flex justify-end">
        <CaptionsToggle pressed={captionsOn} onToggle={() => setCaptionsOn((on) => !on)} />
      </div>
      {stage.kind === 'failed' ? (
        <p role="alert" className="text-sm text-red-800">
          {navigator.onLine
            ? t('video.playerFailed', { play: t('video.play') })
            : t('video.offline')}
        </p>
      ) : null}
    </div>
  );
  return <WithNarrationVoiceChoice shown={choice}>{facade}</WithNarrationVoiceChoice>;
}
