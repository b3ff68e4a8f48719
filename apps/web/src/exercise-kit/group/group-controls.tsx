import { useTranslation } from 'react-i18next';
import { PauseIcon, PlayIcon } from '@/components/media/audio-player/icons';

// Light on dark, for a projector and a dim room; focus shows as a thick amber ring on every control.
const CONTROL =
  'inline-flex min-h-16 items-center justify-center gap-3 rounded-2xl px-4 text-xl font-semibold focus-visible:outline-4 focus-visible:outline-offset-4 focus-visible:outline-amber-300 aria-disabled:cursor-not-allowed aria-disabled:opacity-50 motion-safe:transition-colors';

interface GroupControlsProps {
  playing: boolean;
  held: boolean;
  canGoBack: boolean;
  canGoOn: boolean;
  onToggle: () => void;
  onBack: () => void;
  onNext: () => void;
}

/**
 * Previous step, a large Play / Pause, Next step, in the reading order of the language. A control
 * that cannot act now says so (aria-disabled) but keeps the focus, so a keyboard never loses its
 * place when the exercise's own rules hold the controls; the actions themselves do nothing then.
 */
export function GroupControls(props: GroupControlsProps) {
  const { t } = useTranslation('group');
  return (
    <div className="grid grid-cols-[1fr_1.4fr_1fr] items-stretch gap-3">
      <button
        type="button"
        className={`${CONTROL} bg-stone-800 text-white hover:bg-stone-700`}
        aria-disabled={props.held || !props.canGoBack}
        onClick={props.onBack}
      >
        {t('view.previous')}
      </button>
      <button
        type="button"
        // The first thing a facilitator needs; it has the focus when the view opens.
        data-group-play=""
        className={`${CONTROL} min-h-20 bg-amber-300 text-stone-950 hover:bg-amber-200 [&_svg]:size-10`}
        aria-disabled={props.held}
        onClick={props.onToggle}
      >
        {props.playing ? <PauseIcon /> : <PlayIcon />}
        <span>{props.playing ? t('view.pause') : t('view.play')}</span>
      </button>
      <button
        type="button"
        className={`${CONTROL} bg-stone-800 text-white hover:bg-stone-700`}
        aria-disabled={props.held || !props.canGoOn}
        onClick={props.onNext}
      >
        {t('view.next')}
      </button>
    </div>
  );
}
