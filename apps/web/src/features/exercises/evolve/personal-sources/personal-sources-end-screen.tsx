import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/button';
import { Page } from '@/components/page';
import { CompletionCard } from '@/exercise-kit/components/completion-card';
import { exerciseById } from '@/exercise-kit/catalogue';
import { useAddressForm } from '@/lib/session/use-address-form';
import { Card } from '@/components/card';

/** /exercises/evolve/personal-sources/end: the conclusion, with the kit's completion card. */
export function PersonalSourcesEndScreen() {
  const { t } = useTranslation('personal-sources');
  const context = useAddressForm();
  const navigate = useNavigate();
  return (
    <Page>
      <Card gap={3}>
        <p className="text-lg text-stone-800">{t('end.text', { context })}</p>
        <p className="text-stone-800">{t('end.care', { context })}</p>
        <div>
          <Link to="/exercises/evolve/personal-sources/summary" className={buttonClass('quiet')}>
            {t('end.summary')}
          </Link>
        </div>
      </Card>
      <CompletionCard
        exercise={exerciseById('personalSources').slug}
        recordsDone
        message={t('end.completion', { context })}
        focusOnShow={false}
        onRepeat={() =>
          void navigate({ to: '/exercises/evolve/personal-sources/$step', params: { step: '1' } })
        }
      />
    </Page>
  );
}
