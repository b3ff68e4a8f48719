import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/button';
import { CareIntro } from '@/components/care-intro';
import { Page } from '@/components/page';
import { useAddressForm } from '@/lib/session/use-address-form';
import { Card } from '@/components/card';
import { EXERCISE_PATH } from './areas';

/**
 * /exercises/evolve/tree-of-life/: what the tree of life is, that any part may stay empty and the
 * person can stop at any time, what to do if it becomes painful, doing it with a child, the care
 * note, and the way in.
 */
export function TreeOfLifeIntroScreen() {
  const { t } = useTranslation('tree-of-life');
  const context = useAddressForm();
  return (
    <Page>
      <Card gap={4}>
        <p className="text-lg text-stone-800">{t('intro.text', { context })}</p>
        <CareIntro stopSaid>
          <p>{t('intro.stop', { context })}</p>
          <p>{t('intro.distress', { context })}</p>
          <p>{t('intro.together', { context })}</p>
        </CareIntro>
        <p className="text-stone-700">{t('intro.private')}</p>
        <Link to={EXERCISE_PATH} className={buttonClass('primary', 'self-start')}>
          {t('intro.start')}
        </Link>
      </Card>
    </Page>
  );
}
