/// <reference lib="webworker" />
// The service worker: the app shell from the precache, so that after one visit every screen opens
// offline in either language (built by vite-plugin-pwa, which fills in the list of files).
import type { Language } from '@waha/shared/constants';
import { LOCK_COOKIE, lockedPage } from '@waha/shared/app-lock';
import { disguiseOf, disguisePage } from '@waha/shared/disguises';
import { SERVER_DATA_ELEMENT_ID } from '@waha/shared/server-data';
import { cacheNames, clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  getCacheKeyForURL,
  matchPrecache,
  precacheAndRoute,
} from 'workbox-precaching';
import { createPartialResponse } from 'workbox-range-requests';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { MEDIA_CACHE } from '@/lib/media/offline/cache-name';
import { SKIP_WAITING } from '@/lib/platform/service-worker-messages';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// On the first visit, the page that installed the worker is answered by it at once, not from the
// next page on: someone who goes offline right after (without reloading) still gets every screen's
// code. A new version still waits for Reload (below) before it takes over.
clientsClaim();

const APP_SHELL = '/index.html';

// The front page is prerendered HTML in the language of its cookie, fresh from the network; offline,
// the app shell draws it instead.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.pathname === '/',
  async ({ request }) => {
    try {
      return await fetch(request);
    } catch (error) {
      const shell = await matchPrecache(APP_SHELL);
      if (shell) return shell;
      throw error;
    }
  },
);

const SERVER_DATA_BLOCK = new RegExp(
  `<script type="application/json" id="${SERVER_DATA_ELEMENT_ID}">[^<]*</script>`,
);

/**
 * The stored app shell carries the server's data (docs/server-data.md) as it was when this version
 * was installed. A server restarted with another configuration (say, a new emergency number)
 * sends the same build with other data: the stored copy takes it, for the next screen opened, as
 * long as the rest of the page is this version's (a new build comes with a new service worker).
 */
async function refreshAppShellData(): Promise<void> {
  const key = getCacheKeyForURL(APP_SHELL);
  if (!key) return;
  const cache = await caches.open(cacheNames.precache);
  const [stored, fresh] = await Promise.all([
    cache.match(key),
    fetch(APP_SHELL, { cache: 'no-cache' }),
  ]);
  if (!stored || !fresh.ok) return;
  const [storedPage, freshPage] = await Promise.all([stored.text(), fresh.clone().text()]);
  const build = (page: string) => page.replace(SERVER_DATA_BLOCK, '');
  if (freshPage !== storedPage && build(freshPage) === build(storedPage)) {
    await cache.put(key, fresh);
  }
}

// A disguised install's pages (packages/shared/src/disguises.ts) from the server, which writes the
// disguise's head in the language of its cookie; offline, the stored shell with that head.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && disguiseOf(url.pathname) !== undefined,
  async ({ request, url }) => {
    try {
      return await fetch(request);
    } catch (error) {
      const disguise = disguiseOf(url.pathname);
      const shell = await matchPrecache(APP_SHELL);
      if (!shell || !disguise) throw error;
      const page = disguisePage(await shell.text(), disguise, await cookieLanguage());
      return new Response(page, { headers: { 'content-type': 'text/html; charset=utf-8' } });
    }
  },
);

/**
 * A cookie of the page, where the worker can read it (the Cookie Store API: Chromium, and recent
 * Safari and Firefox); elsewhere undefined.
 */
async function cookie(name: string): Promise<string | undefined> {
  const store = (
    self as { cookieStore?: { get(name: string): Promise<{ value?: string } | null> } }
  ).cookieStore;
  return (await store?.get(name).catch(() => null))?.value;
}

/** The interface language the page's cookie names (`waha_lang`). */
async function cookieLanguage(): Promise<Language> {
  return (await cookie('waha_lang')) === 'ar' ? 'ar' : 'en';
}

// Every other page of the app is the app shell, which routes on the client. Never the API, and
// never the staff inbox (/staff), an app of its own that this worker neither stores nor answers.
const appShell = createHandlerBoundToURL(APP_SHELL);
registerRoute(
  new NavigationRoute(
    async (options) => {
      // Offline, or with the server unreachable, the stored data stays.
      options.event.waitUntil(refreshAppShellData().catch(() => undefined));
      // With a lock set, the page's head says nothing of Waha before the lock screen (as the
      // server's page does).
      const shell =
        (await cookie(LOCK_COOKIE)) === '1' ? await matchPrecache(APP_SHELL) : undefined;
      if (!shell) return appShell(options);
      const page = lockedPage(await shell.text(), await cookieLanguage());
      return new Response(page, { headers: { 'content-type': 'text/html; charset=utf-8' } });
    },
    { denylist: [/^\/api\//, /^\/staff(?:\/|$)/] },
  ),
);

// Exercise recordings the person kept on the device ("Make available offline") come from their own
// cache first; a range request (how audio and video elements seek) gets a 206 cut from the whole
// stored file, so seeking works offline. Recordings not kept go to the network as before. The
// posters are in the precache, whose route comes first.
// (createPartialResponse is what Workbox's RangeRequestsPlugin does to a cached response.)
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/media/'),
  async ({ request }) => {
    const cache = await caches.open(MEDIA_CACHE);
    const stored = await cache.match(request.url);
    if (!stored) return fetch(request);
    return request.headers.has('range') ? createPartialResponse(request, stored) : stored;
  },
);

// A new version waits until the person chooses to reload (src/components/update-prompt.tsx).
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});
