import type { ButtonHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { SKIP_SECONDS } from './constants';
import { formatRate } from './format-time';
import { PauseIcon, PlayIcon, SkipIcon, Spinner, VolumeIcon } from './icons';
import type { AudioPlayerControls, PlayState } from './playback';

interface PlayerControlsProps {
  controls: AudioPlayerControls;
  playState: PlayState;
  muted: boolean;
  rate: number;
  /** Every control off (e.g. during a countdown). */
  disabled: boolean;
  /** The skips move the position, so they follow the progress bar. */
  seekingDisabled: boolean;
  /** The pause flag: play is blocked while it is set. */
  playBlocked: boolean;
}

const BUTTON_LOOKS = {
  // 44 px at least: a comfortable touch target.
  icon: 'size-11 rounded-full text-oasis-800 hover:bg-oasis-50 disabled:text-stone-400 disabled:hover:bg-transparent',
  main: 'size-14 rounded-full bg-oasis-700 text-white hover:bg-oasis-800 disabled:bg-stone-300 disabled:text-stone-500 disabled:hover:bg-stone-300',
  text: 'h-11 min-w-11 rounded-xl px-2 font-semibold text-oasis-800 tabular-nums hover:bg-oasis-50 disabled:text-stone-400 disabled:hover:bg-transparent',
};

interface ControlButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  look?: keyof typeof BUTTON_LOOKS;
}

function ControlButton({ look = 'icon', ...props }: ControlButtonProps) {
  return (
    <button
      type="button"
      className={`inline-flex shrink-0 items-center justify-center disabled:cursor-not-allowed ${BUTTON_LOOKS[look]}`}
      {...props}
    />
  );
}

function SkipGlyph({ direction }: { direction: 'back' | 'forward' }) {
  return (
    <span aria-hidden="true" className="relative inline-flex">
      <SkipIcon direction={direction} />
      <span className="absolute inset-0 flex items-center justify-center pt-0.5 text-[0.5rem] font-bold">
        {SKIP_SECONDS}
      </span>
    </span>
  );
}

/** Back 10 s, play/pause, forward 10 s, then mute and speed; the row follows the text direction. */
export function PlayerControls({
  controls,
  playState,
  muted,
  rate,
  disabled,
  seekingDisabled,
  playBlocked,
}: PlayerControlsProps) {
  const { t } = useTranslation('media');
  const isPaused = playState === 'paused';
  const rateText = `${formatRate(rate)}×`;
  return (
    <div className="flex items-center justify-between gap-2">
      <div className="flex items-center gap-1">
        <ControlButton
          aria-label={t('audio.back', { count: SKIP_SECONDS })}
          disabled={disabled || seekingDisabled}
          onClick={controls.skipBack}
        >
          <SkipGlyph direction="back" />
        </ControlButton>
        <ControlButton
          aria-label={isPaused ? t('audio.play') : t('audio.pause')}
          disabled={disabled || (isPaused && playBlocked)}
          onClick={controls.toggle}
          look="main"
        >
          {playState === 'loading' ? <Spinner /> : isPaused ? <PlayIcon /> : <PauseIcon />}
        </ControlButton>
        <ControlButton
          aria-label={t('audio.forward', { count: SKIP_SECONDS })}
          disabled={disabled || seekingDisabled}
          onClick={controls.skipForward}
        >
          <SkipGlyph direction="forward" />
        </ControlButton>
      </div>
      <div className="flex items-center gap-1">
        <ControlButton
          aria-label={muted ? t('audio.unmute') : t('audio.mute')}
          disabled={disabled}
          onClick={controls.toggleMute}
        >
          <VolumeIcon muted={muted} />
        </ControlButton>
        <ControlButton
          aria-label={t('audio.speed', { rate: formatRate(rate) })}
          disabled={disabled}
          onClick={controls.cycleRate}
          look="text"
        >
          <span dir="ltr">{rateText}</span>
        </ControlButton>
      </div>
    </div>
  );
}
