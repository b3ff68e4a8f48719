import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { type ComponentChild, render } from 'preact';
import { StrictMode } from 'react';
import { installChunkReloadGuard } from './lib/chunk-reload';
import { i18n, initI18n } from './lib/i18n';
import { LANGUAGE_STORAGE_KEY } from './lib/i18n/languages';
import { onboardingQueryKey } from './lib/onboarding-keys';
import { firstDrawingDone } from './lib/preact-options';
import { SESSION_KEY, queryClient } from './lib/session';
import { registerServiceWorker } from './lib/service-worker';
import { createAppRouter } from './router';

/**
 * True when this browser holds nothing of Waha's (no setting, draft, answer or sign-in mark): it
 * is then the first-time guest the screens were prerendered for.
 */
function isFirstVisit(): boolean {
  try {
    return [localStorage, sessionStorage].every((storage) =>
      // The language is the screen's own (served by its cookie; compared below).
      Object.keys(storage).every((key) => !key.startsWith('waha') || key === LANGUAGE_STORAGE_KEY),
    );
  } catch {
    return false;
  }
}

// Started by boot.ts once the page has painted (and not at all when it leaves again after a
// quick exit).

/**
 * Gives the browser a turn between the start's steps (texts, routes, the first drawing), so that a
 * slow phone is not held for all of them in one task: a tap or a scroll meanwhile is answered.
 */
const browserTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// The language the server chose the page in, before the app applies its own.
const servedLanguage = document.documentElement.lang;
installChunkReloadGuard();
await browserTurn();
await initI18n();
await browserTurn();

const router = createAppRouter();
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
// The server sends most screens prerendered as a first-time guest sees them (scripts/prerender.mjs),
// already painted, their controls disabled. The app draws the screen anew over it in one step,
// once the screen's code and texts are here, so it never flashes to "Loading" on the way. (Not
// hydration: a draft, a setting or an audio format chosen by this browser may differ from the
// prerender, and a screen half taken over could lose what someone typed.)
// Its form controls wait in a disabled fieldset around #root (with no box and no role), enabled
// once the app has drawn. Nothing is moved out of it: an element moved is laid out again, and a
// paragraph laid out again in a font that arrived since the first paint (in Arabic text, the Latin
// face draws what the Arabic face lacks) can be larger: a later largest contentful paint.
const prerendered = document.querySelector<HTMLFieldSetElement>('fieldset[data-prerendered]');
if (prerendered) {
  if (isFirstVisit() && i18n.language === servedLanguage) {
    // As prerendered: a guest with nothing saved. The session is still asked for at once.
    queryClient.setQueryData(SESSION_KEY, null, { updatedAt: 0 });
    queryClient.setQueryData(onboardingQueryKey(null), null);
  }
  await Promise.all([
    router.load(),
    i18n.loadNamespaces(prerendered.dataset.namespaces?.split(' ').filter(Boolean) ?? []),
  ]);
}
await browserTurn();
const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>
);
// Preact's own render draws over the prerendered screen's elements where they match, setting
// their attributes and texts to what the app draws, instead of building every element again
// (createRoot's render empties the container first). The JSX is typed as React's; the browser
// build is Preact's.
render(app as unknown as ComponentChild, container);
if (prerendered) prerendered.disabled = false;
firstDrawingDone();
// After the first screen, so the service worker's downloads never compete with it.
if (document.readyState === 'complete') void registerServiceWorker();
else window.addEventListener('load', () => void registerServiceWorker(), { once: true });
