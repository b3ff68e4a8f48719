import { useTranslation } from 'react-i18next';
import { CareIntro } from '@/components/care-intro';
import { useAddressForm } from '@/lib/session/use-address-form';

/** What muscle relaxation is, how it runs, and the care note with its own caution for injuries. */
export function RelaxationIntro() {
  const { t } = useTranslation('relaxation');
  const context = useAddressForm();
  return (
    <div className="flex flex-col gap-4">
      <p className="text-lg text-stone-800">{t('intro.lead', { context })}</p>
      <p className="text-stone-700">{t('intro.steps', { context })}</p>
      <CareIntro>
        <p>{t('intro.gentle', { context })}</p>
      </CareIntro>
    </div>
  );
}
