import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, useEffect, type ReactNode } from 'react';
import type { RootOptions } from 'react-dom/client';
import { installChunkReloadGuard } from '@/lib/platform/chunk-reload';
import { changeLanguage, i18n, initI18n } from '@/lib/i18n';
import { isLanguage, startLanguage, storedLanguage } from '@/lib/i18n/languages';
import { replayWhenSettled } from '@/lib/platform/first-input';
import { onboardingQueryKey } from '@/lib/onboarding/onboarding-keys';
import { SESSION_KEY, queryClient } from '@/lib/session/session';
import { registerServiceWorker } from '@/lib/platform/service-worker';
import { hostApp } from '@/lock-host';
import { createAppRouter } from '@/router';

// Started by boot.ts once the page has painted (and not at all when it leaves again after a
// quick exit).

/**
 * Gives the browser a turn between the start's steps (texts, routes, the first render), so that a
 * slow phone is not held for all of them in one task: a tap or a scroll meanwhile is answered.
 */
const browserTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * React's errors, logged in production too (its production build reports a failed hydration or an
 * error caught by a boundary only as a code, or not at all): the browser test fails on any.
 */
const reportErrors: RootOptions = {
  onRecoverableError: (error, info) => console.error('React recovered from an error:', error, info),
  onCaughtError: (error, info) => console.error('React caught an error:', error, info),
  onUncaughtError: (error, info) => console.error('React met an uncaught error:', error, info),
};

installChunkReloadGuard();
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
// The server sends most screens prerendered (scripts/prerender.mjs) as a first-time guest sees
// them, in the language of its cookie, and only to a browser that holds no session cookie (a
// signed-in person gets the app shell: apps/api/src/lib/web-app.ts).
const prerendered = container.dataset.prerendered !== undefined;
const servedLanguage = document.documentElement.lang;
// By the rule the server chose the page by (a link's ?lang=, the cookie, the browser's languages).
const language = startLanguage();
await browserTurn();
await initI18n(prerendered && isLanguage(servedLanguage) ? servedLanguage : language);
await browserTurn();

const router = createAppRouter();
if (prerendered) {
  // React hydrates the screen with the state it was prerendered in: a guest with nothing saved.
  // What this device keeps comes right after (lib/platform/hydration.ts, and DeviceState below); the
  // session and the answers are asked for at once.
  queryClient.setQueryData(SESSION_KEY, null, { updatedAt: 0 });
  queryClient.setQueryData(onboardingQueryKey(null), null, { updatedAt: 0 });
  // The router renders the page rendered on a server as the server did (no Suspense boundary of
  // its own around the root): what its own client-side hydration sets, without the state a
  // server of its own would have sent (the prerender loads nothing the browser does not load again).
  // Not a documented API: the router's version is pinned while this stays (src/router-pin.test.ts).
  router.ssr = { manifest: undefined };
  await Promise.all([
    router.load(),
    i18n.loadNamespaces(container.dataset.namespaces?.split(' ').filter(Boolean) ?? []),
  ]);
  await browserTurn();
}

/** Marks the page live (`data-live` on <html>): what a person does now reaches the app directly. */
const markLive = () => {
  document.documentElement.dataset.live = '';
};

/**
 * After the first render: what this device keeps that a prerendered screen could not know (the
 * answers kept for a guest, the language chosen here). What a person tapped or typed before is
 * replayed once the screen has settled, after the render with what the device keeps
 * (lib/platform/first-input.ts), and the page is marked live then: not at hydration, when the
 * device's state (a draft, a suggestion in a box) is still to come and the first script still
 * holds every event. Around the app rather than beside it: a sibling would change the ids React
 * gives the prerendered elements (useId).
 */
function DeviceState({ children }: { children: ReactNode }) {
  useEffect(() => {
    if (!prerendered) {
      markLive();
      return;
    }
    void queryClient.invalidateQueries({ queryKey: onboardingQueryKey(null) });
    const language = storedLanguage();
    if (language !== i18n.language) void changeLanguage(language);
    replayWhenSettled(markLive);
  }, []);
  return children;
}

// The app, or the lock screen before it when a lock is set (lock-host.tsx, docs/device-data.md).
hostApp({
  container,
  prerendered,
  reportErrors,
  app: (fresh) => (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <DeviceState>
          <RouterProvider router={fresh ? createAppRouter() : router} />
        </DeviceState>
      </QueryClientProvider>
    </StrictMode>
  ),
});

// After the first screen, so the service worker's downloads never compete with it.
if (document.readyState === 'complete') void registerServiceWorker();
else window.addEventListener('load', () => void registerServiceWorker(), { once: true });
