import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/button';
import { EmergencyNote } from '@/components/emergency-note';
import { OrgAbout } from '@/components/org-about';
import { PageTitle } from '@/components/page-title';
import { OffersSessionRequests } from '@/components/session-requests-offer';
import { CATEGORIES, exercisesOf, type Category } from '@/exercise-kit/catalogue';
import { cardClass } from '@/components/card';
import { inScope } from '@/lib/routing/in-scope';
import { SlidesCarousel } from './slides-carousel';

/** Where the contact section sends people: the app's encrypted session request. */
const SESSION_REQUEST_PATH = '/request-session';

const MORE_FEATURES = ['formats', 'light'] as const;
const PRIVACY_POINTS = [
  'guest',
  'account',
  'password',
  'encrypted',
  'recovery',
  'noTrackers',
  'requests',
  'quickExit',
] as const;

function Section({
  id,
  title,
  children,
  className = '',
}: {
  id: string;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className={`flex flex-col gap-4 ${className}`}>
      <h2 id={`${id}-title`} className="text-2xl font-semibold text-oasis-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <li className={cardClass(2)}>
      <h3 className="text-lg font-semibold text-oasis-900">{title}</h3>
      <p className="text-stone-700">{children}</p>
    </li>
  );
}

/**
 * A category and the exercises of it that work, from the catalogue: one still being prepared is not
 * listed, so the page never offers what cannot be done yet.
 */
function CategoryCard({ category }: { category: Category }) {
  const { t } = useTranslation('landing');
  return (
    <li className={cardClass(2)}>
      <h3 className="text-lg font-semibold text-oasis-900">{t(category, { ns: 'titles' })}</h3>
      <ul className="flex flex-col gap-1 text-stone-700">
        {exercisesOf(category)
          .filter((exercise) => exercise.ready)
          .map((exercise) => (
            <li key={exercise.id}>{t(exercise.titleKey, { ns: 'titles' })}</li>
          ))}
      </ul>
    </li>
  );
}

/**
 * The public front page: what Waha is, for whom, how it keeps people's privacy, and the way into the
 * app. The build prerenders it to static HTML in each language (src/prerender.tsx), so it paints
 * before any script runs; its only script (src/landing-page.ts) adds the carousel and quick exit.
 * Links are plain <a> elements, since no router runs on the static page.
 */
export function LandingScreen() {
  const { t } = useTranslation('landing');
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-14 px-4 py-10 sm:py-16">
      <section className="flex flex-col items-start gap-5">
        <PageTitle className="text-3xl leading-tight sm:text-5xl">
          {t('home', { ns: 'titles' })}
        </PageTitle>
        <p className="max-w-2xl text-lg text-stone-700">{t('hero.text')}</p>
        <div className="flex flex-wrap items-center gap-x-5 gap-y-3">
          <a href={inScope('/app')} className={buttonClass('primary', 'text-lg')}>
            {t('hero.cta')}
          </a>
          <a
            href="#privacy-title"
            className="inline-flex min-h-11 items-center font-semibold text-oasis-800 underline underline-offset-4 hover:text-oasis-900"
          >
            {t('hero.privacyLink')}
          </a>
        </div>
        <p className="font-semibold text-oasis-800">{t('hero.tagline')}</p>
      </section>

      <SlidesCarousel />

      <Section id="features" title={t('features.title')}>
        <p className="max-w-2xl text-stone-700">{t('features.intro')}</p>
        <ul className="grid gap-4 sm:grid-cols-3">
          {CATEGORIES.map((category) => (
            <CategoryCard key={category} category={category} />
          ))}
        </ul>
        <ul className="grid gap-4 sm:grid-cols-2">
          {MORE_FEATURES.map((feature) => (
            <Card key={feature} title={t(`features.${feature}.title`)}>
              {t(`features.${feature}.text`)}
            </Card>
          ))}
        </ul>
      </Section>

      <Section
        id="helpers"
        title={t('helpers.title')}
        className="rounded-3xl bg-oasis-50 p-6 sm:p-10"
      >
        <p className="max-w-3xl text-lg text-stone-800">{t('helpers.text')}</p>
        <p className="max-w-3xl text-stone-700">{t('helpers.together')}</p>
        <a
          href="/helpers"
          className="inline-flex min-h-11 items-center font-semibold text-oasis-800 underline underline-offset-4 hover:text-oasis-900"
        >
          {t('helpers.link')}
        </a>
      </Section>

      <Section id="privacy" title={t('privacy.title')}>
        <p className="max-w-2xl text-lg text-stone-700">{t('privacy.intro')}</p>
        <ul className="grid gap-4 sm:grid-cols-2">
          {PRIVACY_POINTS.map((point) => (
            <Card key={point} title={t(`privacy.${point}.title`)}>
              {t(`privacy.${point}.text`)}
            </Card>
          ))}
        </ul>
        {/* The algorithm names, for those who want them, kept out of the plain-language cards. */}
        <details className="max-w-2xl text-stone-700">
          <summary className="cursor-pointer font-semibold text-oasis-900">
            {t('privacy.details.summary')}
          </summary>
          <p className="mt-2">{t('privacy.details.text')}</p>
        </details>
      </Section>

      <Section id="mission" title={t('mission.title')}>
        <p className="max-w-3xl text-xl leading-relaxed text-stone-800">{t('mission.text')}</p>
      </Section>

      <Section
        id="contact"
        title={t('contact.title')}
        className="contact-section rounded-3xl border border-oasis-100 bg-white p-6 sm:p-10"
      >
        <OrgAbout />
        <OffersSessionRequests>
          <p className="max-w-2xl text-stone-700">{t('contact.text')}</p>
          <a href={SESSION_REQUEST_PATH} className={buttonClass('secondary', 'self-start')}>
            {t('contact.cta')}
          </a>
          <p className="text-sm text-stone-600">{t('contact.note')}</p>
        </OffersSessionRequests>
        <EmergencyNote />
      </Section>
    </div>
  );
}
