import { useTranslation } from 'react-i18next';
import { formatTime } from './format-time';

interface ProgressSliderProps {
  /** Seconds since the segment start. */
  elapsed: number;
  /** Length of the segment (or file), in seconds; 0 while unknown. */
  total: number;
  isDisabled: boolean;
  /** Called with the new position in seconds since the segment start. */
  onSeek: (elapsed: number) => void;
}

/**
 * Elapsed time, the position slider and the total time, relative to the segment. The slider is the
 * browser's own range input (rather than react-aria's, whose locale module asks Intl for its
 * locales when it loads, about 0.2 s on a slow phone): the arrow keys move a second, Home and End
 * go to either end, and it can be tapped, clicked or dragged; in Arabic it runs right to left with
 * the player. Screen readers hear the position as "65 seconds" / «65 ثانية» (Latin digits, as
 * everywhere in the app).
 */
export function ProgressSlider({ elapsed, total, isDisabled, onSeek }: ProgressSliderProps) {
  const { t } = useTranslation('media');
  // Whole seconds for the keyboard; rounding the end up keeps End able to reach the very end.
  const max = Math.max(Math.ceil(total), 1);
  const value = Math.round(Math.min(Math.max(elapsed, 0), max));
  return (
    <div className="flex items-center gap-3 text-sm text-stone-700 tabular-nums">
      <span className="min-w-10 text-start">
        <span className="sr-only">{t('audio.elapsed')} </span>
        <span dir="ltr">{formatTime(elapsed)}</span>
      </span>
      <input
        type="range"
        aria-label={t('audio.position')}
        aria-valuetext={t('audio.seconds', { count: value })}
        min={0}
        max={max}
        step={1}
        value={value}
        onChange={(event) => onSeek(Number(event.currentTarget.value))}
        disabled={isDisabled || total <= 0}
        className="h-11 min-w-0 grow cursor-pointer accent-oasis-700 disabled:cursor-not-allowed"
      />
      <span className="min-w-10 text-end">
        <span className="sr-only">{t('audio.total')} </span>
        <span dir="ltr">{formatTime(total)}</span>
      </span>
    </div>
  );
}
