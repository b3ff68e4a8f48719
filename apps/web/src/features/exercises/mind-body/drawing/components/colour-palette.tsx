import { Label, Radio, RadioGroup } from 'react-aria-components';
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
  return (
    <RadioGroup
      value={value}
      onChange={(next) => {
        const found = shown.find((id) => id === next);
        if (found) onChange(found);
      }}
      orientation="horizontal"
      className="flex flex-col gap-2"
    >
      <div className="flex flex-wrap items-center gap-3">
        <Label className="font-semibold text-stone-800">{t('palette.label')}</Label>
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
        {shown.map((id) => (
          <Radio
            key={id}
            value={id}
            aria-label={nameOf(id)}
            className="group flex size-11 cursor-pointer items-center justify-center rounded-full"
          >
            {({ isSelected, isFocusVisible }) => (
              <span
                className={`flex size-10 items-center justify-center rounded-full border-2 border-stone-700 text-sm font-bold text-stone-900 ${
                  isSelected ? 'ring-4 ring-oasis-700 ring-offset-2' : ''
                } ${isFocusVisible ? 'outline-3 outline-offset-4 outline-oasis-900' : ''}`}
                style={{ backgroundColor: colourHex(id) }}
              >
                {numbers?.has(id) && (
                  <span className="rounded-full bg-white/85 px-1.5 leading-5">
                    {numbers.get(id)}
                  </span>
                )}
                {!numbers && isSelected && (
                  <span aria-hidden="true" className="rounded-full bg-white/85 px-1 leading-5">
                    ✓
                  </span>
                )}
              </span>
            )}
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}
