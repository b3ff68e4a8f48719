import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/button';
import { EmergencySentence } from '@/components/emergency-sentence';
import { Page } from '@/components/page';
import { useAddressForm } from '@/lib/session/use-address-form';
import { Card } from '@/components/card';

/**
 * /exercises/evolve/conversing-together/: what the conversation is, that either person may skip
 * or stop at any time, that it is only for someone one feels safe with, what to do if it brings up
 * distress or an argument, the child's pace, where to turn afterwards and in danger, that the names
 * stay on this device, and the way in.
 */
export function ConversingIntroScreen() {
  const { t } = useTranslation(['conversing-together', 'care']);
  const context = useAddressForm();
  const careId = useId();
  return (
    <Page>
      <Card gap={4}>
        <p className="text-lg text-stone-800">{t('intro.text')}</p>
        <section
          aria-labelledby={careId}
          className="flex flex-col gap-2 rounded-2xl border border-oasis-200 bg-oasis-50 p-4 text-stone-800"
        >
          <h2 id={careId} className="text-lg font-semibold text-oasis-900">
            {t('intro.careTitle')}
          </h2>
          <p>{t('intro.stop')}</p>
          <p>{t('intro.safe', { context })}</p>
          <p>{t('intro.conflict')}</p>
          <p>{t('intro.child')}</p>
          <p>{t('care:afterwards', { context })}</p>
          <EmergencySentence />
          <p>{t('care:young')}</p>
        </section>
        <p className="text-stone-700">{t('intro.private')}</p>
        <Link
          to="/exercises/evolve/conversing-together/exercise"
          className={buttonClass('primary', 'self-start')}
        >
          {t('intro.start')}
        </Link>
      </Card>
    </Page>
  );
}
