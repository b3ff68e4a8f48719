import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/button';
import { Page } from '@/components/page';
import { PageTitle } from '@/components/page-title';
import { PendingView } from '@/components/pending-view';
import { useOnboardingAnswers } from '@/lib/onboarding/onboarding';
import { useSession } from '@/lib/session/session';
import { Card } from '@/components/card';

function AccountOffer() {
  const { t } = useTranslation('onboarding');
  return (
    <Card aria-labelledby="welcome-account" gap={3}>
      <h2 id="welcome-account" className="text-lg font-semibold text-oasis-900">
        {t('welcome.account.title')}
      </h2>
      <p className="text-stone-700">{t('welcome.account.text')}</p>
      <div className="flex flex-wrap gap-2">
        <Link to="/auth/login" search={{ redirect: '/app' }} className={buttonClass('secondary')}>
          {t('welcome.account.login')}
        </Link>
        <Link to="/auth/register" search={{ redirect: '/app' }} className={buttonClass('quiet')}>
          {t('welcome.account.register')}
        </Link>
      </div>
    </Card>
  );
}

/**
 * /app: the welcome inside the app. A newcomer gets started with the onboarding questions; someone
 * who has answered them goes on to the exercises or changes the answers.
 */
export function AppWelcomeScreen() {
  const { t } = useTranslation(['onboarding', 'titles']);
  const { account } = useSession();
  const { answers, isPending, isError } = useOnboardingAnswers();

  return (
    <Page>
      <PageTitle>{t('appWelcome', { ns: 'titles' })}</PageTitle>
      <Card gap={4} className="sm:p-8">
        <p className="text-lg text-stone-800">{t('welcome.text')}</p>
        {isPending ? (
          <PendingView />
        ) : answers ? (
          <div className="flex flex-wrap gap-3">
            <Link to="/exercises/" className={buttonClass('primary', 'text-lg')}>
              {t('welcome.continue')}
            </Link>
            <Link to="/app/onboarding" className={buttonClass('secondary')}>
              {t('welcome.changeAnswers')}
            </Link>
          </div>
        ) : (
          <>
            {isError && (
              <p role="status" className="text-stone-700">
                {t('welcome.loadError')}
              </p>
            )}
            <p className="text-stone-700">{t('welcome.getStartedHint')}</p>
            <Link to="/app/onboarding" className={buttonClass('primary', 'self-start text-lg')}>
              {t('welcome.getStarted')}
            </Link>
          </>
        )}
        <Link
          to="/introduction"
          className="self-start font-semibold text-oasis-800 underline underline-offset-4"
        >
          {t('welcome.introduction')}
        </Link>
      </Card>
      {!account && !isPending && <AccountOffer />}
    </Page>
  );
}
