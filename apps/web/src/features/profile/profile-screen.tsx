import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '@/components/button';
import { OffersSessionRequests } from '@/components/session-requests-offer';
import { DownloadNote } from '@/components/download-note';
import { EmergencyNote } from '@/components/emergency-note';
import { Page } from '@/components/page';
import { PendingView } from '@/components/pending-view';
import { QuickExitSetting } from '@/components/quick-exit-button';
import { downloadText } from '@/lib/platform/download';
import { useOnboardingAnswers } from '@/lib/onboarding/onboarding';
import { useSession } from '@/lib/session/session';
import { useAddressForm } from '@/lib/session/use-address-form';
import { toast } from '@/lib/platform/toast';
import { Card } from '@/components/card';
import { APP_LOCK_SECTION, DISGUISE_SECTION } from '@/lib/routing/profile-sections';
import { exportMyData } from './api/export-data';
import { AppLockSettings } from './components/app-lock-settings';
import { ChangePasswordForm } from './components/change-password-form';
import { DisguisedInstall } from './components/disguised-install';
import { DeleteAccount } from './components/delete-account';
import { GenderForm } from './components/gender-form';
import { LogOutButton } from './components/log-out-button';
import { ThisDevice } from './components/this-device';

function Section({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  return (
    <Card gap={3} id={id} className="scroll-mt-4">
      <h2 className="text-lg font-semibold text-oasis-900">{title}</h2>
      {children}
    </Card>
  );
}

/** Exercise recordings kept on this device, for guests and registered users alike. */
function DownloadsSection() {
  const { t } = useTranslation('offline');
  return (
    <Section title={t('profile.title')}>
      <p>{t('profile.text')}</p>
      <Link to="/profile/downloads" className={buttonClass('secondary', 'self-start')}>
        {t('profile.link')}
      </Link>
    </Section>
  );
}

/** The private page of what was done, and the ratings before and after, for everyone. */
function PracticeSection() {
  const { t } = useTranslation('profile');
  const context = useAddressForm();
  return (
    <Section title={t('practice.title')}>
      <p>{t('practice.text')}</p>
      <Link to="/profile/practice" className={buttonClass('secondary', 'self-start')}>
        {t('practice.link', { context })}
      </Link>
    </Section>
  );
}

/** The onboarding answers that shape the hub's suggestions, open to change for everyone. */
function OnboardingAnswersSection() {
  const { t } = useTranslation('onboarding');
  const context = useAddressForm();
  const { answers, isPending } = useOnboardingAnswers();
  return (
    <Section title={t('profile.title')}>
      <p>{t('profile.text')}</p>
      <Link to="/app/onboarding" className={buttonClass('secondary', 'self-start')}>
        {!isPending && !answers ? t('profile.answer', { context }) : t('profile.change')}
      </Link>
    </Section>
  );
}

/**
 * Asking for sessions with a therapist: open to guests and registered users alike, when the
 * organisation takes requests.
 */
function RequestSessionSection() {
  const { t } = useTranslation('request-session');
  return (
    <OffersSessionRequests>
      <Section title={t('profileSection.title')}>
        <p>{t('profileSection.body')}</p>
        <EmergencyNote />
        <Link to="/request-session" className={buttonClass('secondary', 'self-start')}>
          {t('profileSection.link')}
        </Link>
      </Section>
    </OffersSessionRequests>
  );
}

function NotLoggedIn() {
  const { t } = useTranslation('profile');
  return (
    <Section title={t('notLoggedIn')}>
      <p>{t('loginPrompt')}</p>
      <div className="flex flex-wrap gap-2">
        <Link to="/auth/login" search={{ redirect: '/profile' }} className={buttonClass('primary')}>
          {t('login')}
        </Link>
        <Link
          to="/auth/register"
          search={{ redirect: '/profile' }}
          className={buttonClass('secondary')}
        >
          {t('register')}
        </Link>
      </div>
    </Section>
  );
}

/**
 * Settings kept on this device, for guests and registered users alike: near the top of the
 * profile, where a person who was told about the lock finds it (ux-walkthrough-1, finding 6).
 */
function SafetySection() {
  const { t } = useTranslation(['profile', 'app-lock']);
  return (
    <>
      <Section title={t('safety.title')}>
        <QuickExitSetting />
      </Section>
      <Section title={t('settings.title', { ns: 'app-lock' })} id={APP_LOCK_SECTION}>
        <AppLockSettings />
      </Section>
      <Section title={t('disguise.title', { ns: 'app-lock' })} id={DISGUISE_SECTION}>
        <DisguisedInstall />
      </Section>
    </>
  );
}

/** /profile: nickname, gender, password, log out, a copy of one's data, and deleting it all. */
export function ProfileScreen() {
  const { t } = useTranslation(['profile', 'auth', 'app-lock']);
  const { account, isPending } = useSession();
  const [exporting, setExporting] = useState(false);
  const hash = useRouterState({ select: (state) => state.location.hash });
  // A link to one section (`/profile#app-lock`, from the offer after sign-up) lands on it once the
  // sections are drawn: while the session loads there is nothing to scroll to.
  useEffect(() => {
    if (!isPending && hash) document.getElementById(hash)?.scrollIntoView({ block: 'start' });
  }, [isPending, hash]);

  if (isPending) return <PendingView />;
  if (!account) {
    return (
      <Page>
        <NotLoggedIn />
        <SafetySection />
        <PracticeSection />
        <RequestSessionSection />
        <OnboardingAnswersSection />
        <DownloadsSection />
      </Page>
    );
  }

  const download = async () => {
    setExporting(true);
    try {
      downloadText(t('download.fileName'), await exportMyData(), 'application/json');
      toast.success(t('download.done'));
    } catch {
      toast.error(t('errors.generic', { ns: 'auth' }));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Page>
      <Section title={t('nickname')}>
        <p className="text-xl font-semibold" data-testid="profile-nickname">
          {account.nickname}
        </p>
        <LogOutButton />
      </Section>
      <SafetySection />
      <PracticeSection />
      <OnboardingAnswersSection />
      <Section title={t('gender.legend')}>
        <GenderForm key={account.gender} gender={account.gender} />
      </Section>
      <Section title={t('password.title')}>
        <ChangePasswordForm />
      </Section>
      <Section title={t('device.title', { ns: 'app-lock' })}>
        <ThisDevice />
      </Section>
      <DownloadsSection />
      <Section title={t('download.title')}>
        <p>{t('download.intro')}</p>
        <Button
          variant="secondary"
          className="self-start"
          disabled={exporting}
          onClick={() => void download()}
        >
          {t('download.button')}
        </Button>
        <DownloadNote />
      </Section>
      <RequestSessionSection />
      <Section title={t('delete.title')}>
        <p>{t('delete.intro')}</p>
        <DeleteAccount nickname={account.nickname} />
      </Section>
    </Page>
  );
}
