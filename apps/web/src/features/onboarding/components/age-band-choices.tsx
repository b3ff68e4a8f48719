import { useTranslation } from 'react-i18next';
import { AGE_BANDS, type AgeBand } from '@/lib/onboarding/onboarding-answers';
import { Choice } from './choice-fieldset';

/**
 * Where each band starts and ends, both years included, so that no age is in two bands (the spec's
 * ids say "18-30", "30-40": the labels say "18 to 29", "30 to 39"). `under` is the first age the
 * first band leaves out; `to` is missing for the last band, `from` for the first.
 */
const BOUNDS: Record<AgeBand, { from?: number; to?: number; under?: number }> = {
  under18: { under: 18 },
  '18-30': { from: 18, to: 29 },
  '30-40': { from: 30, to: 39 },
  '40-50': { from: 40, to: 49 },
  '50-60': { from: 50, to: 59 },
  '60-70': { from: 60, to: 69 },
  '70plus': { from: 70 },
};

/**
 * The age bands in order, worded in the interface language ("Under 18", "من 18 إلى 29"). The
 * numbers use Latin digits in both languages, as everywhere in the app (see the audio player's
 * format-time.ts for why).
 */
export function useAgeBandLabel(): (band: AgeBand) => string {
  const { t } = useTranslation('onboarding');
  return (band) => {
    const { from, to, under } = BOUNDS[band];
    if (under !== undefined) return t('questions.ageBand.under', { age: under });
    if (to === undefined) return t('questions.ageBand.over', { age: from });
    return t('questions.ageBand.range', { from, to });
  };
}

export function AgeBandChoices({
  value,
  onChange,
}: {
  value: AgeBand | null;
  onChange: (band: AgeBand) => void;
}) {
  const label = useAgeBandLabel();
  return AGE_BANDS.map((band) => (
    <Choice
      key={band}
      type="radio"
      name="ageBand"
      value={band}
      checked={value === band}
      onChange={() => onChange(band)}
    >
      {label(band)}
    </Choice>
  ));
}
