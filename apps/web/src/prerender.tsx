/**
 * Build-time entry (vite build --ssr): renders the front page to static HTML in one language, so the
 * server can send a page that paints at once on a slow phone, with no framework code to download.
 */
import type { Language } from '@waha/shared/constants';
import { createInstance } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MainArea } from '@/components/main-area';
import { SiteHeader } from '@/components/site-header';
import { SkipLink } from '@/components/skip-link';
import { LandingScreen } from '@/features/landing/landing-screen';
import { directionOf } from '@/lib/i18n/languages';
import { prerenderWithoutServerData } from '@/lib/platform/server-data';

// Loaded as the app loads them (lib/i18n/index.ts), so no locale file is both a static and a
// dynamic import of this build.
const localeFiles = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', {
  import: 'default',
});

async function resourcesFor(language: Language) {
  const resources: Record<string, Record<string, unknown>> = {};
  for (const [path, load] of Object.entries(localeFiles)) {
    const [, lng, ns] = /\/locales\/(\w+)\/([\w-]+)\.json$/.exec(path) ?? [];
    if (lng === language && ns) resources[ns] = await load();
  }
  return resources;
}

export interface PrerenderedPage {
  lang: Language;
  dir: 'ltr' | 'rtl';
  title: string;
  body: string;
}

export async function renderLandingPage(language: Language): Promise<PrerenderedPage> {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    resources: { [language]: await resourcesFor(language) },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
  const { result: body, readOutsideSlot } = await prerenderWithoutServerData(() =>
    renderToStaticMarkup(
      <I18nextProvider i18n={i18n}>
        <SkipLink />
        <SiteHeader />
        <MainArea>
          <LandingScreen />
        </MainArea>
      </I18nextProvider>,
    ),
  );
  if (readOutsideSlot) {
    throw new Error(
      `The front page reads the server's data: only a server slot may (docs/server-data.md)`,
    );
  }
  return {
    lang: language,
    dir: directionOf(language),
    title: `${i18n.t('home', { ns: 'titles' })} - ${i18n.t('appName')}`,
    body,
  };
}

export { prerenderedPaths } from '@/prerender-screens';
import { renderScreen } from '@/prerender-screens';

/** One screen of the app as a first-time guest sees it (see prerender-screens.tsx). */
export async function renderAppScreen(path: string, language: Language) {
  return renderScreen(path, language, {
    en: await resourcesFor('en'),
    ar: await resourcesFor('ar'),
  });
}
