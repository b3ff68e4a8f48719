import { useTranslation } from 'react-i18next';
import { lazyPart } from '@/components/lazy-part';
import { i18n } from '@/lib/i18n';

function Offer() {
  const { t } = useTranslation('group');
  return (
    <div className="flex flex-col gap-1 rounded-xl bg-oasis-50 p-4 text-stone-800">
      <p className="font-semibold text-stone-900">{t('onboarding.title')}</p>
      <p>{t('onboarding.text')}</p>
    </div>
  );
}

/**
 * For someone who answers that Waha is for a person they support: where to find "Lead a group".
 * Its texts load with it, so the question above never waits for them.
 */
export const GroupModeOffer = lazyPart(() => i18n.loadNamespaces('group').then(() => Offer));
