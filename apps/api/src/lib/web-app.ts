import { existsSync } from 'node:fs';
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
        // front page in the language its cookie names.
        res.setHeader(
          'vary',
          topFolder === LANDING_DIR ? 'Accept-Encoding, Cookie' : 'Accept-Encoding',
        );
      },
    });
    if (hasLanding) {
      // The front page is static HTML that paints before any script; the SPA takes over from /app.
      app.get('/', (request, reply) => {
        const wanted = request.cookies[LANGUAGE_COOKIE];
        const language = wanted && LANDING_LANGUAGES.has(wanted) ? wanted : 'en';
        return reply.sendFile(`${LANDING_DIR}/${language}.html`);
      });
    }
  } else {
    app.log.warn(
      { webDistDir },
      'web app build not found; serving the API only (build it with `npm run build`)',
    );
  }

  app.setNotFoundHandler((request, reply) => {
    if (hasWebApp && isPageNavigation(request)) {
      return reply.code(200).sendFile('index.html');
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
