import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/button';
import { EmergencyNote } from '@/components/emergency-note';
import { Page } from '@/components/page';
import { OffersSessionRequests } from '@/components/session-requests-offer';
import { useOnboardingAnswers } from '@/lib/onboarding/onboarding';
import { Card } from '@/components/card';
import { showHeldForAnswers } from '@/lib/platform/held-for-answers';
import { CategoryCards } from './components/category-cards';
import { HubTabs } from './components/hub-tabs';
import { SuggestionsPlaceholder, SuggestionsSection } from './components/suggestions-section';

function MoreSupport() {
  const { t } = useTranslation('hub');
  return (
    <Card aria-labelledby="hub-more" gap={3}>
      <h2 id="hub-more" className="text-xl font-semibold text-oasis-900">
        {t('more.title')}
      </h2>
      <OffersSessionRequests>
        <p className="text-stone-700">{t('more.requestSessionText')}</p>
      </OffersSessionRequests>
      <EmergencyNote />
      <div className="flex flex-wrap gap-2">
        <OffersSessionRequests>
          <Link to="/request-session" className={buttonClass('secondary')}>
            {t('more.requestSession')}
          </Link>
        </OffersSessionRequests>
        <Link to="/helpers" className={buttonClass('quiet')}>
          {t('more.helpers')}
        </Link>
        <Link to="/profile" className={buttonClass('quiet')}>
          {t('more.profile')}
        </Link>
      </div>
    </Card>
  );
}

/**
 * /exercises/ (title "Content"): suggestions from the onboarding answers first, then the four
 * categories, the tabs of videos, games, audios, content and trauma, and more support.
 */
export function HubScreen() {
  // Every namespace the hub's parts use, loaded before the first paint: a part that asked for one
  // later (a tab panel's video player, the suggestions once the answers arrive) would suspend the
  // whole screen back to "Loading…" after it had appeared.
  useTranslation(['hub', 'onboarding', 'media', 'titles']);
  const { answers, isPending, isError, isRead } = useOnboardingAnswers();
  // A returning guest's hub is held hidden from the first paint until it shows their answers
  // (lib/platform/held-for-answers.ts): now, after the render that has them.
  useEffect(() => {
    if (isRead) showHeldForAnswers();
  }, [isRead]);
  return (
    <Page>
      <div data-until-answers className="contents">
        {isPending ? (
          <SuggestionsPlaceholder />
        ) : (
          <SuggestionsSection answers={answers} loadFailed={isError} />
        )}
        <CategoryCards />
        <HubTabs />
        <MoreSupport />
      </div>
    </Page>
  );
}
