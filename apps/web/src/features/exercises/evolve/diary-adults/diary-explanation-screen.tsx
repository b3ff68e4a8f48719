import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/button';
import { EmergencySentence } from '@/components/emergency-sentence';
import { useAddressForm } from '@/lib/session/use-address-form';
import { Card } from '@/components/card';

const STEPS = ['place', 'write', 'time', 'read'] as const;

/**
 * /exercises/evolve/diary-adults/exercise-explanation: how to keep the diary, with care, and the
 * emergency sentence (hopelessness is written down here too).
 */
export function DiaryExplanationScreen() {
  const { t } = useTranslation('diary-adults');
  const context = useAddressForm();
  return (
    <Card gap={3}>
      <ol className="flex list-decimal flex-col gap-2 ps-6 text-stone-800">
        {STEPS.map((step) => (
          <li key={step}>{t(`explanation.steps.${step}`, { context })}</li>
        ))}
      </ol>
      <p className="text-stone-800">{t('explanation.care', { context })}</p>
      <EmergencySentence className="rounded-xl border border-oasis-200 bg-oasis-50 p-4 text-stone-800" />
      <p className="text-stone-700">{t('explanation.tip')}</p>
      <div>
        <Link to="/exercises/evolve/diary-adults/exercise" className={buttonClass('primary')}>
          {t('explanation.start')}
        </Link>
      </div>
    </Card>
  );
}
