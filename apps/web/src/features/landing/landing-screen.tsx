import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button';
import { PageTitle } from '../../components/page-title';

const POINTS = ['free', 'private', 'languages'] as const;

/**
 * The public front page: what Waha is, for whom, and the way into the app. The build prerenders it
 * to static HTML in each language (src/prerender.tsx), so it paints before any script runs.
 */
export function LandingScreen() {
  const { t } = useTranslation('landing');
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-10 px-4 py-10 sm:py-16">
      <section className="flex flex-col items-start gap-5">
        <PageTitle className="text-3xl leading-tight sm:text-5xl">
          {t('home', { ns: 'titles' })}
        </PageTitle>
        <p className="max-w-2xl text-lg text-stone-700">{t('hero.text')}</p>
        {/* A plain link: this screen is also served as static HTML, where no router runs. */}
        <a href="/app" className={buttonClass('primary', 'text-lg')}>
          {t('hero.cta')}
        </a>
      </section>
      <ul className="grid gap-4 sm:grid-cols-3">
        {POINTS.map((point) => (
          <li key={point} className="rounded-2xl bg-white p-5 shadow-sm">
            <h2 className="text-lg font-semibold text-oasis-900">{t(`points.${point}.title`)}</h2>
            <p className="mt-2 text-stone-700">{t(`points.${point}.text`)}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
