import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendNotFound } from './error-handler';
import { isApiPath, pathOf } from './url-path';

/** Vite puts content-hashed files here: a changed file gets a new name, so they never go stale. */
const HASHED_ASSETS_DIR = 'assets';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, the service worker, the manifest) is revalidated on each use. */
const REVALIDATE = 'no-cache';
/** The front page, prerendered by the web build in each language (see apps/web/src/prerender.tsx). */
const LANDING_DIR = 'landing';
/** Set by the web app's language switch; the only cookie the front page reads. */
const LANGUAGE_COOKIE = 'waha_lang';
const LANDING_LANGUAGES = new Set(['en', 'ar']);
/** The app's other screens, prerendered per language (scripts/prerender.mjs): screens/<lang><path>.html */
const SCREENS_DIR = 'screens';
/** The folders whose files differ by the language cookie. */
const BY_LANGUAGE = new Set([LANDING_DIR, SCREENS_DIR]);

function languageOf(request: FastifyRequest): string {
  const wanted = request.cookies[LANGUAGE_COOKIE];
  return wanted && LANDING_LANGUAGES.has(wanted) ? wanted : 'en';
}

/** The prerendered screens of a build, as `<lang><path>` → file under the build. */
function listScreens(webDistDir: string): Map<string, string> {
  const screens = new Map<string, string>();
  const root = join(webDistDir, SCREENS_DIR);
  if (!existsSync(root)) return screens;
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = relative(webDistDir, join(entry.parentPath, entry.name)).split(sep).join('/');
    // screens/en/exercises/index.html → en/exercises/ ; screens/en/app.html → en/app
    const key = file
      .slice(SCREENS_DIR.length + 1)
      .replace(/index\.html$/, '')
      .replace(/\.html$/, '');
    screens.set(key, file);
  }
  return screens;
}

/**
 * Serves the built web app from `webDistDir`, with pre-compressed `.br`/`.gz` siblings when the
 * client accepts them, and answers unknown URLs: a page navigation outside `/api/` gets
 * index.html (the web app routes on the client); anything else gets a 404 JSON body. Without a
 * build the API still works, and every non-API URL answers 404. Needs @fastify/cookie, which
 * `buildApp` registers before it.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  const hasWebApp = existsSync(join(webDistDir, 'index.html'));
  const hasLanding = existsSync(join(webDistDir, LANDING_DIR, 'en.html'));
  const screens = hasWebApp ? listScreens(webDistDir) : new Map<string, string>();
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      preCompressed: true,
      // Cache-Control is set per file below, from where the file sits.
      cacheControl: false,
      // Build tooling may leave dot-folders (e.g. .vite/) in dist; they are not for browsers.
      dotfiles: 'ignore',
      allowedPath: (path) => !isApiPath(path),
      setHeaders: (res, filePath) => {
        const [topFolder] = relative(webDistDir, filePath).split(sep);
        res.setHeader('cache-control', topFolder === HASHED_ASSETS_DIR ? IMMUTABLE : REVALIDATE);
        // The same URL is answered brotli, gzip or plain depending on Accept-Encoding, and the
        // front page and the prerendered screens in the language its cookie names.
        res.setHeader(
          'vary',
          BY_LANGUAGE.has(topFolder ?? '') ? 'Accept-Encoding, Cookie' : 'Accept-Encoding',
        );
      },
    });
    if (hasLanding) {
      // The front page is static HTML that paints before any script; the SPA takes over from /app.
      app.get('/', (request, reply) =>
        reply.sendFile(`${LANDING_DIR}/${languageOf(request)}.html`),
      );
    }
  } else {
    app.log.warn(
      { webDistDir },
      'web app build not found; serving the API only (build it with `npm run build`)',
    );
  }

  app.setNotFoundHandler((request, reply) => {
    if (hasWebApp && isPageNavigation(request)) {
      // A screen prerendered for this address and language paints before the app's script; not
      // with a query, which may change what the screen shows.
      const path = pathOf(request.url);
      const screen =
        path === request.url ? screens.get(`${languageOf(request)}${path}`) : undefined;
      return reply.code(200).sendFile(screen ?? 'index.html');
    }
    return sendNotFound(reply);
  });
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
