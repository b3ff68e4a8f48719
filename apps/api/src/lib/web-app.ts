import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { Negotiator } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import { LOCK_COOKIE, lockedPage } from '@waha/shared/app-lock';
import { LANGUAGES, type Language } from '@waha/shared/constants';
import {
  DISGUISES,
  disguiseManifest,
  disguiseManifestPath,
  disguiseOf,
  disguisePage,
} from '@waha/shared/disguises';
import { publicOrgConfig } from '@waha/shared/org-config';
import {
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE,
  LANGUAGE_PARAM,
  pageLanguage,
  primaryLanguageRanges,
  type PageLanguage,
} from '@waha/shared/page-language';
import type { ServerData } from '@waha/shared/server-data';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import { SESSION_COOKIE } from '../modules/sessions/guard';
import { sendNotFound } from './error-handler';
import { isApiPath, pathOf } from './url-path';
import { loadWebPages, sendWebPage, webPage, type WebPage } from './web-pages';

/** Vite puts content-hashed files here: a changed file gets a new name, so they never go stale. */
const HASHED_ASSETS_DIR = 'assets';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (the service worker, the manifest, the pages) is revalidated on each use. */
const REVALIDATE = 'no-cache';
/** The front page, prerendered by the web build in each language (see apps/web/src/prerender.tsx). */
const LANDING_DIR = 'landing';
/** The app's other screens, prerendered per language (scripts/prerender.mjs): screens/<lang><path>.html */
const SCREENS_DIR = 'screens';

const browserLanguages = new Negotiator<Language>({ supportedValues: [...LANGUAGES] });

/** What the request says of its language: the link's `?lang=`, the cookie, the browser's. */
function languageAsked(request: FastifyRequest): PageLanguage {
  const accepted = request.headers['accept-language'];
  return pageLanguage({
    link: new URLSearchParams(searchOf(request.url)).get(LANGUAGE_PARAM),
    cookie: request.cookies[LANGUAGE_COOKIE],
    browser:
      typeof accepted === 'string'
        ? browserLanguages.negotiate(primaryLanguageRanges(accepted))
        : null,
  });
}

/**
 * The page's language (packages/shared/src/page-language.ts, the rule the app starts by too). A
 * language that came from a link or from the browser is kept in the cookie at once, so the app,
 * the service worker and every later page agree with the page sent now.
 */
function languageOf(request: FastifyRequest, reply: FastifyReply): Language {
  const { language, keep } = languageAsked(request);
  if (keep) {
    void reply.setCookie(LANGUAGE_COOKIE, language, {
      path: '/',
      maxAge: LANGUAGE_COOKIE_MAX_AGE,
      sameSite: 'lax',
    });
  }
  return language;
}

function searchOf(url: string): string {
  const at = url.indexOf('?');
  return at === -1 ? '' : url.slice(at);
}

/** A screen is prerendered for its address alone, or with only a link's `?lang=`. */
function onlyLanguageQuery(url: string): boolean {
  const search = new URLSearchParams(searchOf(url));
  search.delete(LANGUAGE_PARAM);
  return search.size === 0;
}

/** The prerendered screens among the build's pages, as `<lang><path>` → page. */
function screensOf(pages: Map<string, WebPage>): Map<string, WebPage> {
  const screens = new Map<string, WebPage>();
  for (const [file, page] of pages) {
    if (!file.startsWith(`${SCREENS_DIR}/`)) continue;
    // screens/en/exercises/index.html → en/exercises/ ; screens/en/app.html → en/app
    const key = file
      .slice(SCREENS_DIR.length + 1)
      .replace(/index\.html$/, '')
      .replace(/\.html$/, '');
    screens.set(key, page);
  }
  return screens;
}

/** What every page tells the web app before it starts (docs/server-data.md). */
export function serverDataOf(config: Pick<AppConfig, 'org' | 'session'>): ServerData {
  return { org: publicOrgConfig(config.org), session: config.session };
}

/**
 * Serves the built web app from `webDistDir`: its files with pre-compressed `.br`/`.gz` siblings
 * when the client accepts them, and its HTML pages from memory with the server's data written in
 * (web-pages.ts). Answers unknown URLs: a page navigation outside `/api/` gets its prerendered
 * screen or index.html (the web app routes on the client); anything else gets a 404 JSON body.
 * Without a build the API still works, and every non-API URL answers 404. Needs @fastify/cookie,
 * which `buildApp` registers before it.
 */
export async function registerWebApp(
  app: FastifyInstance,
  config: Pick<AppConfig, 'webDistDir' | 'org' | 'session'>,
): Promise<void> {
  const { webDistDir } = config;
  if (!existsSync(join(webDistDir, 'index.html'))) {
    app.log.warn(
      { webDistDir },
      'web app build not found; serving the API only (build it with `npm run build`)',
    );
    app.setNotFoundHandler((_request, reply) => sendNotFound(reply));
    return;
  }
  const pages = loadWebPages(webDistDir, serverDataOf(config));
  const screens = screensOf(pages);
  const appShell = pages.get('index.html');
  if (!appShell) throw new Error(`${webDistDir}/index.html could not be read`);
  const disguisedShells = disguisedShellsOf(appShell);
  const lockedShells = lockedShellsOf(appShell);

  await app.register(fastifyStatic, {
    root: webDistDir,
    preCompressed: true,
    // Cache-Control is set per file below, from where the file sits.
    cacheControl: false,
    // Build tooling may leave dot-folders (e.g. .vite/) in dist; they are not for browsers.
    dotfiles: 'ignore',
    // The pages come from memory (below), with the server's data in them.
    index: false,
    allowedPath: (path) => !isApiPath(path) && !path.endsWith('.html'),
    setHeaders: (res, filePath) => {
      const [topFolder] = relative(webDistDir, filePath).split(sep);
      res.setHeader('cache-control', topFolder === HASHED_ASSETS_DIR ? IMMUTABLE : REVALIDATE);
      // The same URL is answered brotli, gzip or plain depending on Accept-Encoding.
      res.setHeader('vary', 'Accept-Encoding');
    },
  });

  // The front page is static HTML that paints before any script; the SPA takes over from /app.
  app.get('/', (request, reply) => {
    const language = languageOf(request, reply);
    // With an app lock set on this device, nothing of Waha paints before the lock screen.
    if (locked(request)) {
      return sendWebPage(request, reply, lockedShells.get(language) ?? appShell, true);
    }
    const page = pages.get(`${LANDING_DIR}/${language}.html`);
    return sendWebPage(request, reply, page ?? appShell, page !== undefined);
  });

  // Each disguise's manifest, per language (packages/shared/src/disguises.ts): its own id, scope,
  // name, icons and theme, linked from every page under its scope.
  for (const disguise of DISGUISES) {
    for (const language of LANGUAGES) {
      const manifest = JSON.stringify(disguiseManifest(disguise, language));
      app.get(disguiseManifestPath(disguise, language), (_request, reply) =>
        reply
          .header('content-type', 'application/manifest+json; charset=utf-8')
          .header('cache-control', REVALIDATE)
          .send(manifest),
      );
    }
  }

  app.setNotFoundHandler((request, reply) => {
    const path = pathOf(request.url);
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    // A page asked for by its file name: the service worker's precache fetches /index.html.
    const file = isRead ? pages.get(path.slice(1)) : undefined;
    if (file) return sendWebPage(request, reply, file, false);
    if (isPageNavigation(request)) {
      const language = languageOf(request, reply);
      // A disguised install's pages: the app shell with the disguise's head, never a screen that
      // would paint Waha's name.
      const disguise = disguiseOf(path);
      const disguised = disguise && disguisedShells.get(`${disguise.id}/${language}`);
      if (disguised) return sendWebPage(request, reply, disguised, true);
      // A screen prerendered for this address and language paints before the app's script; not
      // with a query (but a link's `?lang=`), which may change what the screen shows. Nor for a
      // signed-in person: the screens are prerendered as a guest sees them ("Log in", no answers),
      // and the app shell shows nothing until the app knows the account, rather than a guest's
      // screen meanwhile.
      const prerendered = onlyLanguageQuery(request.url)
        ? screens.get(`${language}${path}`)
        : undefined;
      // Nor behind an app lock: the lock screen comes first, under its own title (docs/device-data.md).
      if (locked(request)) {
        return sendWebPage(request, reply, lockedShells.get(language) ?? appShell, true);
      }
      const screen = request.cookies[SESSION_COOKIE] === undefined ? prerendered : undefined;
      return sendWebPage(request, reply, screen ?? appShell, prerendered !== undefined);
    }
    return sendNotFound(reply);
  });
}

/** The app shell as each disguise's page, per language: `<id>/<language>` → page. */
function disguisedShellsOf(appShell: WebPage): Map<string, WebPage> {
  const shells = new Map<string, WebPage>();
  const html = appShell.html.toString('utf8');
  for (const disguise of DISGUISES) {
    for (const language of LANGUAGES) {
      const page = disguisePage(html, disguise, language);
      shells.set(`${disguise.id}/${language}`, webPage(Buffer.from(page), appShell.scriptHashes));
    }
  }
  return shells;
}

/** The app shell as a locked device's page, per language: `<language>` → page. */
function lockedShellsOf(appShell: WebPage): Map<Language, WebPage> {
  const html = appShell.html.toString('utf8');
  return new Map(
    LANGUAGES.map((language) => [
      language,
      webPage(Buffer.from(lockedPage(html, language)), appShell.scriptHashes),
    ]),
  );
}

/** The device has an app lock set (the web app's mark; it says nothing else). */
function locked(request: FastifyRequest): boolean {
  return request.cookies[LOCK_COOKIE] === '1';
}

/**
 * A browser loading a page asks for HTML; a script, image or fetch for a missing file does not,
 * and must get a 404 rather than index.html (a stale chunk would otherwise "load" as HTML).
 */
function isPageNavigation(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !isApiPath(pathOf(request.url)) &&
    (request.headers.accept ?? '').includes('text/html')
  );
}
