import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/button';
import { CareIntro } from '@/components/care-intro';
import { Page } from '@/components/page';
import { useAddressForm } from '@/lib/session/use-address-form';
import { Card } from '@/components/card';
import { NETWORK_MAX_PEOPLE } from './network-model';
import { forgetStage } from './stage';

/**
 * /exercises/evolve/social-network/: what the exercise is, the care note (stop at any time, what
 * to do if thinking of people brings up loss or conflict, a word for someone who feels they have
 * nobody, doing it with someone else), how saving works, and Start.
 */
export function SocialNetworkIntroScreen() {
  const { t } = useTranslation('social-network');
  const context = useAddressForm();
  return (
    <Page>
      <Card gap={4}>
        <p className="text-lg text-stone-800">{t('intro.text', { max: NETWORK_MAX_PEOPLE })}</p>
        <CareIntro stopSaid>
          <p>{t('intro.stop')}</p>
          <p>{t('intro.loss', { context })}</p>
          <p>{t('intro.nobody')}</p>
          <p>{t('intro.together')}</p>
        </CareIntro>
        <p className="text-stone-700">{t('intro.private')}</p>
        <div>
          <Link
            to="/exercises/evolve/social-network/exercise"
            onClick={forgetStage}
            className={buttonClass('primary')}
          >
            {t('intro.start')}
          </Link>
        </div>
      </Card>
    </Page>
  );
}
