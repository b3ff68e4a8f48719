import type { ReactNode } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';

interface OptionGroupProps<T extends string> {
  label: string;
  value: T;
  onChange: (value: T) => void;
  options: readonly { value: T; label: string; icon?: ReactNode }[];
}

/** A small row of labelled radio buttons (brush size, brush or eraser). */
export function OptionGroup<T extends string>({
  label,
  value,
  onChange,
  options,
}: OptionGroupProps<T>) {
  return (
    <RadioGroup
      value={value}
      onChange={(next) => {
        const found = options.find((option) => option.value === next);
        if (found) onChange(found.value);
      }}
      orientation="horizontal"
      className="flex flex-col gap-2"
    >
      <Label className="font-semibold text-stone-800">{label}</Label>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            className={({ isSelected, isFocusVisible }) =>
              `flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border-2 px-3 py-1 font-semibold ${
                isSelected
                  ? 'border-oasis-700 bg-oasis-50 text-oasis-900'
                  : 'border-stone-300 bg-white text-stone-700'
              } ${isFocusVisible ? 'outline-3 outline-offset-2 outline-oasis-900' : ''}`
            }
          >
            {option.icon}
            {option.label}
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}
