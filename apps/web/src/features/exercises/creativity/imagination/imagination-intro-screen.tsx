import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/button';
import { EmergencySentence } from '@/components/emergency-sentence';
import { Page } from '@/components/page';
import { useAddressForm } from '@/lib/session/use-address-form';
import { MakeAvailableOffline } from '@/exercise-kit/components/make-available-offline';
import { Card } from '@/components/card';

const SAFETY = ['place', 'change', 'eyes', 'worse'] as const;

/**
 * The safe oasis, before it starts: what it is, the content review's safety guidance (a place
 * without painful memories, changing or leaving the picture, eyes open, what to do if it gets
 * worse, danger) and the way to start. `referrer` (already checked) is passed on to the exercise.
 */
export function ImaginationIntroScreen({ referrer }: { referrer?: string }) {
  const { t } = useTranslation('imagination');
  const context = useAddressForm();
  return (
    <Page>
      <Card gap={4}>
        <p className="text-lg text-stone-800">{t('intro.text', { context })}</p>
        <p className="text-stone-800">{t('intro.stop')}</p>
        <h2 className="text-lg font-semibold text-stone-900">{t('intro.safetyTitle')}</h2>
        <ul className="flex list-disc flex-col gap-2 ps-6 text-stone-800">
          {SAFETY.map((key) => (
            <li key={key}>{t(`intro.safety.${key}`, { context })}</li>
          ))}
        </ul>
        <EmergencySentence className="text-stone-800" />
        <p className="text-stone-700">{t('intro.together', { context })}</p>
        <Link
          to="/exercises/creativity/imagination/exercise"
          search={referrer ? { referrer } : {}}
          className={buttonClass('primary', 'self-start')}
        >
          {t('intro.start')}
        </Link>
      </Card>
      <MakeAvailableOffline exercise="imagination" />
    </Page>
  );
}
