/**
 * Build-time (vite build --ssr, through prerender.tsx): each screen of the app rendered to HTML as a
 * guest sees it with nothing saved on the device, in one language. The server sends that HTML, so a
 * slow phone paints the header, the title and the screen before any script has arrived; the app then
 * hydrates it (main.tsx).
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import type { Language } from '@waha/shared/constants';
import i18next from 'i18next';
import { prerenderToNodeStream } from 'react-dom/static';
import { initReactI18next } from 'react-i18next';
import { directionOf } from '@/lib/i18n/languages';
import type { TitleKey } from '@/lib/i18n/resources';
import { onboardingQueryKey } from '@/lib/onboarding/onboarding-keys';
import { prerenderWithoutServerData } from '@/lib/platform/server-data';
import { SESSION_KEY, queryClient } from '@/lib/session/session';
import { createAppRouter } from '@/router';

export interface PrerenderedScreen {
  lang: Language;
  dir: 'ltr' | 'rtl';
  title: string;
  body: string;
  /** The translation namespaces the screen uses: the app loads them before it hydrates it. */
  namespaces: string[];
}

/**
 * Every address of the app without a parameter, as the app writes it (`/exercises/` for an index
 * screen), except the front page, which is prerendered on its own.
 */
export function prerenderedPaths(): string[] {
  const router = createAppRouter(createMemoryHistory());
  const paths = Object.values(router.routesById).map((route) => route.fullPath as string);
  return [...new Set(paths)].filter((path) => path !== '/' && !path.includes('$')).sort();
}

async function setLanguage(
  language: Language,
  resources: Record<Language, Record<string, Record<string, unknown>>>,
) {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: language,
      resources,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      showSupportNotice: false,
    });
  }
  await i18next.changeLanguage(language);
}

/**
 * The screen as HTML, once every part of it is here: React's static prerender waits for each part
 * loaded on demand (React.lazy) before it writes the HTML.
 */
async function render(router: ReturnType<typeof createAppRouter>): Promise<string | null> {
  let failed = false;
  const { result, readOutsideSlot } = await prerenderWithoutServerData(async () => {
    const { prelude } = await prerenderToNodeStream(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
      {
        // Every part in its place, none sent later with a script to move it (the page allows none).
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        // A part that can only render in a browser: the screen is left to the app shell.
        onError: () => {
          failed = true;
        },
      },
    );
    const chunks: Buffer[] = [];
    for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks).toString('utf8');
  });
  if (readOutsideSlot) {
    throw new Error(
      `${router.state.location.pathname} reads the server's data in its first render: only a server slot may (docs/server-data.md)`,
    );
  }
  return failed ? null : result;
}

/**
 * The screen at `path`, or null when it sends a guest elsewhere, has a part that can only be drawn
 * in the browser or differs from one drawing to the next (such a screen is served as the app shell).
 */
export async function renderScreen(
  path: string,
  language: Language,
  resources: Record<Language, Record<string, Record<string, unknown>>>,
): Promise<PrerenderedScreen | null> {
  await setLanguage(language, resources);
  // A guest with nothing on this device: what a first visit shows.
  queryClient.clear();
  queryClient.setQueryData(SESSION_KEY, null);
  queryClient.setQueryData(onboardingQueryKey(null), null);

  const used = new Set<string>();
  i18next.reportNamespaces = {
    addUsedNamespaces: (namespaces) => {
      for (const namespace of [namespaces].flat()) used.add(namespace);
    },
    getUsedNamespaces: () => [...used],
  };

  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  if (router.state.location.pathname !== path) return null;
  const body = await render(router);
  // Left to the app shell: a screen with a part that renders only in the browser, and one that is
  // not the same twice (a random suggestion), which the app could not hydrate as it is.
  if (body === null || (await render(router)) !== body) return null;

  let titleKey: TitleKey = 'home';
  for (const match of [...router.state.matches].reverse()) {
    if (match.staticData.titleKey) {
      titleKey = match.staticData.titleKey;
      break;
    }
  }
  return {
    lang: language,
    dir: directionOf(language),
    title: `${i18next.t(titleKey, { ns: 'titles' })} - ${i18next.t('appName')}`,
    body,
    namespaces: [...used].sort(),
  };
}
