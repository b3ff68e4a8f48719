import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/button';
import { CardSection } from '@/components/card';
import { EmergencyNote } from '@/components/emergency-note';
import { Page } from '@/components/page';
import { OffersSessionRequests } from '@/components/session-requests-offer';
import { HelperDanger } from './helper-danger';

const linkClass = 'font-semibold text-oasis-800 underline underline-offset-4';

function Points({ items }: { items: string[] }) {
  return (
    <ul className="flex list-disc flex-col gap-2 ps-6 text-stone-800">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/**
 * /helpers: for helpers, teachers and carers who use Waha with someone (spec's second audience):
 * what Waha is and is not, introducing and guiding without pushing, when someone needs more help
 * (what to do when someone may be in danger, with the organisation's numbers; the session request
 * where the organisation takes them), caring for oneself (the emergency sentence, which speaks to
 * the helper), privacy on a shared
 * phone, and the way to a guide for every exercise.
 */
export function HelpersScreen() {
  const { t } = useTranslation('helpers');
  return (
    <Page>
      <p className="text-lg text-stone-800">{t('intro')}</p>
      <Link to="/helpers/guides" className={buttonClass('primary', 'self-start')}>
        {t('guidesLink')}
      </Link>

      <CardSection id="helpers-what" heading={t('what.title')}>
        <p className="text-stone-800">{t('what.is')}</p>
        <p className="text-stone-800">{t('what.isNot')}</p>
      </CardSection>

      <CardSection id="helpers-introduce" heading={t('introduce.title')}>
        <Points
          items={[
            t('introduce.choice'),
            t('introduce.private'),
            t('introduce.explain'),
            t('introduce.noPromise'),
          ]}
        />
      </CardSection>

      <CardSection id="helpers-guide" heading={t('guide.title')}>
        <Points
          items={[t('guide.pace'), t('guide.eyes'), t('guide.noQuestions'), t('guide.after')]}
        />
        <p className="text-stone-800">
          {t('guide.guides')}{' '}
          <Link to="/helpers/guides" className={linkClass}>
            {t('guidesLink')}
          </Link>
        </p>
      </CardSection>

      <CardSection id="helpers-signs" heading={t('signs.title')}>
        <p className="text-stone-800">{t('signs.intro')}</p>
        <Points
          items={[t('signs.danger'), t('signs.notCoping'), t('signs.worse'), t('signs.confused')]}
        />
        <p className="text-stone-800">{t('signs.then')}</p>
        <HelperDanger heading={t('signs.urgentTitle')} />
        <OffersSessionRequests>
          <p className="text-stone-800">
            {t('signs.session')}{' '}
            <Link to="/request-session" className={linkClass}>
              {t('signs.sessionLink')}
            </Link>
          </p>
        </OffersSessionRequests>
        <p className="text-stone-800">{t('signs.local')}</p>
      </CardSection>

      <CardSection id="helpers-self-care" heading={t('selfCare.title')}>
        <Points items={[t('selfCare.limits'), t('selfCare.rest'), t('selfCare.talk')]} />
        {/* Here the emergency sentence speaks to the helper, about the helper. */}
        <EmergencyNote />
      </CardSection>

      <CardSection id="helpers-privacy" heading={t('privacy.title')}>
        <Points
          items={[t('privacy.guest'), t('privacy.lock'), t('privacy.exit'), t('privacy.nothing')]}
        />
        <Link to="/profile" className={`${linkClass} self-start`}>
          {t('privacy.lockLink')}
        </Link>
      </CardSection>

      <CardSection id="helpers-group" heading={t('group.title')}>
        <p className="text-stone-800">{t('group.text')}</p>
        <Link to="/helpers/guides" className={`${linkClass} self-start`}>
          {t('guidesLink')}
        </Link>
      </CardSection>
    </Page>
  );
}
