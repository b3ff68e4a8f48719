import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/button';
import { CareIntro } from '@/components/care-intro';
import { Page } from '@/components/page';
import { useDeviceState } from '@/lib/platform/hydration';
import { useAddressForm } from '@/lib/session/use-address-form';
import { MakeAvailableOffline } from '@/exercise-kit/components/make-available-offline';
import { Card } from '@/components/card';
import { rememberedStep, tabAnswers } from './guest-progress';
import { firstUnanswered, useResponses } from './hooks/use-responses';

/**
 * /exercises/evolve/personal-sources/: what the exercise is, that any question can be skipped and
 * the person can stop at any time, the care note, and a way in: from the start, or back where they
 * were (an account: the first step not yet answered; a guest: the step reached in this tab).
 */
export function PersonalSourcesIntroScreen() {
  const { t } = useTranslation('personal-sources');
  const context = useAddressForm();
  const answers = useResponses();
  const [tab] = useDeviceState(
    () => ({ step: rememberedStep(), answered: tabAnswers().size > 0 }),
    {
      step: null,
      answered: false,
    },
  );
  const resume = answers.signedIn ? firstUnanswered(answers.responses) : tab.step;
  const answered = answers.signedIn ? answers.responses.size > 0 : tab.answered;
  const showResume = !answers.isPending && resume !== null && resume > 1;
  return (
    <Page>
      <Card gap={4}>
        <p className="text-lg text-stone-800">{t('intro.text', { context })}</p>
        <CareIntro stopSaid>
          <p>{t('intro.skip')}</p>
          <p>{t('intro.stop')}</p>
        </CareIntro>
        <p className="text-stone-700">{t('intro.private')}</p>
        <div className="flex flex-wrap gap-3">
          {showResume ? (
            <Link
              to="/exercises/evolve/personal-sources/$step"
              params={{ step: String(resume) }}
              className={buttonClass('primary')}
            >
              {t('intro.resume', { step: String(resume) })}
            </Link>
          ) : null}
          <Link
            to="/exercises/evolve/personal-sources/$step"
            params={{ step: '1' }}
            className={buttonClass(showResume ? 'secondary' : 'primary')}
          >
            {t('intro.start')}
          </Link>
          {answered && !answers.isPending ? (
            <Link to="/exercises/evolve/personal-sources/summary" className={buttonClass('quiet')}>
              {t('intro.summary')}
            </Link>
          ) : null}
        </div>
      </Card>
      <MakeAvailableOffline exercise="personalSources" />
    </Page>
  );
}
