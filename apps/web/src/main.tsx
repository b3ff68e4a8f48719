import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition, useEffect } from 'react';
import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { installChunkReloadGuard } from './lib/chunk-reload';
import { listenForInstallOffer } from './lib/install-prompt';
import { i18n, initI18n } from './lib/i18n';
import { LANGUAGE_STORAGE_KEY } from './lib/i18n/languages';
import { onboardingQueryKey } from './lib/onboarding-keys';
import { leaveAgainIfReturned } from './lib/quick-exit';
import { SESSION_KEY, queryClient } from './lib/session';
import { registerServiceWorker } from './lib/service-worker';
import { createAppRouter } from './router';
import './styles.css';

/**
 * True when this browser holds nothing of Waha's (no setting, draft, answer or sign-in mark): it
 * then sees a screen exactly as prerendered, for a first-time guest. Any of them may change what a
 * screen shows (a draft in a text box, the quick exit setting), so such a screen is drawn anew.
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

/** Lets the prerendered screen's controls work once the app has taken it over. */
function EnableWhenLive({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.querySelector('fieldset[data-prerendered]')?.removeAttribute('disabled');
  }, []);
  return children;
}

// Back after a quick exit: leave again before anything of Waha is shown.
if (!leaveAgainIfReturned()) {
  // The language the server chose the page in, before the app applies its own.
  const servedLanguage = document.documentElement.lang;
  installChunkReloadGuard();
  listenForInstallOffer();
  await initI18n();

  const router = createAppRouter();
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const app = (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );

  // The server sends most screens prerendered as a first-time guest sees them (scripts/prerender.mjs),
  // already painted and with their controls disabled until the app is live.
  const prerendered = container.querySelector<HTMLFieldSetElement>('fieldset[data-prerendered]');
  if (prerendered && isFirstVisit() && i18n.language === servedLanguage) {
    // The same state as the prerender, so the app takes over the painted screen as it is
    // (hydration) instead of drawing it again. The session is still asked for at once.
    queryClient.setQueryData(SESSION_KEY, null, { updatedAt: 0 });
    queryClient.setQueryData(onboardingQueryKey(null), null);
    // The screen's code and texts first: a part still loading would be taken over later, after
    // its controls were enabled, and could lose what someone typed in them meanwhile.
    await Promise.all([
      router.load(),
      i18n.loadNamespaces(prerendered.dataset.namespaces?.split(' ').filter(Boolean) ?? []),
    ]);
    // What TanStack Router's own hydration sets: the screen's tree is laid out as on the server.
    router.ssr = { manifest: undefined };
    hydrateRoot(
      prerendered,
      <StrictMode>
        <EnableWhenLive>{app}</EnableWhenLive>
      </StrictMode>,
    );
  } else {
    // Someone's own screen differs from the guest's: draw it anew, once its code is here, so it
    // never flashes to "Loading" on the way.
    if (prerendered) await router.load();
    const root = createRoot(container);
    // As a transition, the first render yields to the browser every few milliseconds instead of
    // holding a slow phone's main thread for the whole screen.
    startTransition(() => {
      root.render(<StrictMode>{app}</StrictMode>);
    });
  }
  // After the first screen, so the service worker's downloads never compete with it.
  if (document.readyState === 'complete') void registerServiceWorker();
  else window.addEventListener('load', () => void registerServiceWorker(), { once: true });
}
