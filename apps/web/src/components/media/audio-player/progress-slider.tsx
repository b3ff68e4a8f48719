import { Slider, SliderFill, SliderThumb, SliderTrack } from 'react-aria-components';
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

// The screen-reader value: "65 seconds" / "65 ثانية", Latin digits as everywhere in the app.
const VALUE_FORMAT: Intl.NumberFormatOptions = {
  style: 'unit',
  unit: 'second',
  unitDisplay: 'long',
  maximumFractionDigits: 0,
  numberingSystem: 'latn',
};

/**
 * Elapsed time, the position slider and the total time, relative to the segment. The slider is
 * react-aria's: arrow keys move a second, Page Up/Down a tenth, Home/End to either end, and it can be
 * clicked or dragged; under `I18nProvider locale="ar"` it runs right to left.
 */
export function ProgressSlider({ elapsed, total, isDisabled, onSeek }: ProgressSliderProps) {
  const { t } = useTranslation('media');
  // Whole seconds for the keyboard; rounding the end up keeps End able to reach the very end.
  const max = Math.max(Math.ceil(total), 1);
  return (
    <div className="flex items-center gap-3 text-sm text-stone-700 tabular-nums">
      <span className="min-w-10 text-start">
        <span className="sr-only">{t('audio.elapsed')} </span>
        <span dir="ltr">{formatTime(elapsed)}</span>
      </span>
      <Slider
        aria-label={t('audio.position')}
        minValue={0}
        maxValue={max}
        step={1}
        value={Math.min(Math.max(elapsed, 0), max)}
        onChange={onSeek}
        isDisabled={isDisabled || total <= 0}
        formatOptions={VALUE_FORMAT}
        className="grow"
      >
        <SliderTrack
          className={({ defaultClassName }) =>
            `${defaultClassName} group relative h-11 w-full cursor-pointer data-[disabled]:cursor-not-allowed`
          }
        >
          <span
            aria-hidden="true"
            className="absolute inset-x-0 top-1/2 h-2 -translate-y-1/2 rounded-full bg-oasis-100"
          />
          <SliderFill className="top-1/2! h-2! -translate-y-1/2 rounded-full bg-oasis-700 group-data-[disabled]:bg-stone-400" />
          <SliderThumb className="top-1/2 flex size-11 items-center justify-center rounded-full data-[focus-visible]:outline-3 data-[focus-visible]:outline-oasis-700">
            <span
              aria-hidden="true"
              className="size-5 rounded-full border-2 border-white bg-oasis-700 shadow group-data-[disabled]:bg-stone-400"
            />
          </SliderThumb>
        </SliderTrack>
      </Slider>
      <span className="min-w-10 text-end">
        <span className="sr-only">{t('audio.total')} </span>
        <span dir="ltr">{formatTime(total)}</span>
      </span>
    </div>
  );
}
