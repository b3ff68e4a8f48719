import { useTranslation } from 'react-i18next';
import { CIRCLES, type Circle } from '../network-model';

interface CircleChoiceProps {
  name: string;
  value: Circle;
  onChange: (circle: Circle) => void;
}

/** Which circle a person goes in: three radio buttons under a legend. */
export function CircleChoice({ name, value, onChange }: CircleChoiceProps) {
  const { t } = useTranslation('social-network');
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 font-semibold text-stone-800">{t('add.circle')}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-1">
        {CIRCLES.map((circle) => (
          <label key={circle} className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name={name}
              value={circle}
              checked={value === circle}
              onChange={() => onChange(circle)}
              className="size-5 accent-oasis-700"
            />
            {t(`circles.${circle}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
