import { useId, type ReactNode } from 'react';

interface OptionGroupProps<T extends string> {
  label: string;
  value: T;
  onChange: (value: T) => void;
  options: readonly { value: T; label: string; icon?: ReactNode }[];
}

/**
 * A small row of labelled radio buttons (brush size, brush or eraser, the picture): the browser's
 * own radios, so Tab enters at the chosen one and the arrows move the choice, in either direction
 * of writing; the label around each is what a finger or a pointer touches.
 */
export function OptionGroup<T extends string>({
  label,
  value,
  onChange,
  options,
}: OptionGroupProps<T>) {
  const id = useId();
  return (
    <div role="radiogroup" aria-labelledby={id} className="flex flex-col gap-2">
      <span id={id} className="font-semibold text-stone-800">
        {label}
      </span>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const selected = option.value === value;
          return (
            <label
              key={option.value}
              className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border-2 px-3 py-1 font-semibold has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-oasis-900 ${
                selected
                  ? 'border-oasis-700 bg-oasis-50 text-oasis-900'
                  : 'border-stone-300 bg-white text-stone-700'
              }`}
            >
              <input
                type="radio"
                name={id}
                value={option.value}
                checked={selected}
                onChange={() => onChange(option.value)}
                className="sr-only"
              />
              {option.icon}
              {option.label}
            </label>
          );
        })}
      </div>
    </div>
  );
}
