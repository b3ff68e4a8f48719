import { useTranslation } from 'react-i18next';
import { CareIntro } from '@/components/care-intro';
import { useAddressForm } from '@/lib/session/use-address-form';

/** What the journey through the body is, how long it takes, and the care note. */
export function BodyExerciseIntro() {
  const { t } = useTranslation('body-exercise');
  const context = useAddressForm();
  return (
    <div className="flex flex-col gap-4">
      <p className="text-lg text-stone-800">{t('intro.lead', { context })}</p>
      <p className="text-stone-700">{t('intro.steps')}</p>
      <CareIntro>
        <p>{t('intro.skip')}</p>
      </CareIntro>
    </div>
  );
}
