import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { COLOURS, colourHex, type ColourId } from '../palette';

interface ColourPaletteProps {
  value: ColourId;
  onChange: (colour: ColourId) => void;
  /** Colour by number: the number each colour stands for, shown on its swatch and in its name. */
  numbers?: ReadonlyMap<ColourId, number>;
  /** Only these colours (in this order); all of them when not given. */
  colours?: readonly ColourId[];
}

/**
 * The palette: one radio per colour, a swatch with a dark rim so it stands out on any background,
 * and the selected colour named beside the group (spec §3: "the selected colour").
 */
export function ColourPalette({ value, onChange, numbers, colours }: ColourPaletteProps) {
  const { t } = useTranslation('drawing');
  const shown = colours ?? COLOURS.map((colour) => colour.id);
  const nameOf = (id: ColourId) => {
    const number = numbers?.get(id);
    return number === undefined
      ? t(`colours.${id}`)
      : t('palette.numbered', { number, colour: t(`colours.${id}`) });
  };
  const id = useId();
  return (
    <div role="radiogroup" aria-labelledby={id} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <span id={id} className="font-semibold text-stone-800">
          {t('palette.label')}
        </span>
        <span className="flex items-center gap-2 text-stone-700" data-testid="selected-colour">
          <span
            aria-hidden="true"
            className="inline-block size-5 rounded-full border-2 border-stone-700"
            style={{ backgroundColor: colourHex(value) }}
          />
          {t('palette.selected', { colour: nameOf(value) })}
        </span>
      </div>
      <div className="flex flex-wrap gap-2">
        {shown.map((colour) => {
          const selected = colour === value;
          return (
            <label
              key={colour}
              className="flex size-11 cursor-pointer items-center justify-center rounded-full has-focus-visible:outline-3 has-focus-visible:outline-offset-[6px] has-focus-visible:outline-oasis-900"
            >
              <input
                type="radio"
                name={id}
                value={colour}
                checked={selected}
                onChange={() => onChange(colour)}
                aria-label={nameOf(colour)}
                className="sr-only"
              />
              <span
                aria-hidden="true"
                className={`flex size-10 items-center justify-center rounded-full border-2 border-stone-700 text-sm font-bold text-stone-900 ${
                  selected ? 'ring-4 ring-oasis-700 ring-offset-2' : ''
                }`}
                style={{ backgroundColor: colourHex(colour) }}
              >
                {numbers?.has(colour) && (
                  <span className="rounded-full bg-white/85 px-1.5 leading-5">
                    {numbers.get(colour)}
                  </span>
                )}
                {!numbers && selected && (
                  <span className="rounded-full bg-white/85 px-1 leading-5">✓</span>
                )}
              </span>
            </label>
          );
        })}
      </div>
    </div>
  );
}
