import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendNotFound } from '../../lib/error-handler';
import { isStaffApiPath, isStaffPagePath, pathOf } from '../../lib/url-path';

/**
 * The staff inbox's pages get a policy of their own, stricter than the app's: scripts and styles
 * only from this origin as files (no inline script or style, no eval, no WebAssembly), data only
 * to this origin, no framing, no form sent anywhere (the inbox sends JSON from script; a form
 * submitted without it would put a password in the address), and Trusted Types, so that no
 * script can write markup into the page. The inbox loads only its own files: none of the app's.
 */
export const STAFF_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'none'",
  "worker-src 'none'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
  "require-trusted-types-for 'script'",
  'trusted-types',
].join('; ');

/** Headers of every inbox page and file, over the app's (set by `lib/security-headers.ts`). */
const STAFF_PAGE_HEADERS = {
  'content-security-policy': STAFF_CONTENT_SECURITY_POLICY,
  // Also the setup page: a setup link's token is in the fragment, which no Referer carries, and
  // none is sent at all.
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};

const HASHED_ASSETS_DIR = 'assets';
const IMMUTABLE = 'public, max-age=31536000, immutable';

function wantsPage(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    (request.headers.accept ?? '').includes('text/html')
  );
}

/**
 * Serves the built inbox (`staffDistDir`) at `/staff/`: its files, and its page for every other
 * address under it that a browser navigates to (it routes on the client). The page is revalidated
 * on each use, never stored by the people's service worker (which leaves `/staff` alone).
 */
export async function registerInboxApp(app: FastifyInstance, staffDistDir: string): Promise<void> {
  const indexFile = join(staffDistDir, 'index.html');
  const built = existsSync(indexFile);
  // The page is a few hundred bytes: read once, sent from memory for every address under /staff.
  const indexHtml = built ? readFileSync(indexFile) : undefined;
  if (!built) {
    app.log.warn({ staffDistDir }, 'staff inbox build not found; /staff answers 404');
  }
  app.get('/staff', (_request, reply) => reply.redirect('/staff/'));
  await app.register(
    async (inbox) => {
      inbox.addHook('onRequest', (_request, reply, done) => {
        reply.headers(STAFF_PAGE_HEADERS);
        done();
      });
      const sendPage = (reply: FastifyReply) =>
        reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
      if (built) {
        await inbox.register(fastifyStatic, {
          root: staffDistDir,
          decorateReply: false,
          preCompressed: true,
          cacheControl: false,
          dotfiles: 'ignore',
          index: false,
          setHeaders: (res, filePath) => {
            const [top] = relative(staffDistDir, filePath).split(sep);
            res.setHeader('cache-control', top === HASHED_ASSETS_DIR ? IMMUTABLE : 'no-cache');
            res.setHeader('vary', 'Accept-Encoding');
          },
        });
        // `/staff/` only: `/staff` leads here (above), so relative addresses resolve alike.
        inbox.get('/', { prefixTrailingSlash: 'slash' }, (_request, reply) => sendPage(reply));
      }
      inbox.setNotFoundHandler((request, reply) =>
        indexHtml && wantsPage(request) ? sendPage(reply) : sendNotFound(reply),
      );
    },
    { prefix: '/staff' },
  );
}

/**
 * With a host name of its own for the inbox (STAFF_ORIGIN), each host answers only for itself:
 * the inbox and the staff API only on the staff host, the people's app and API only elsewhere
 * (404 otherwise; the staff host's `/` leads to the inbox). So no script of the people's app ever
 * runs on the origin that holds the key. `GET /api/health` answers on both, for load balancers.
 */
export function registerStaffHost(app: FastifyInstance, staffOrigin: string | undefined): void {
  if (staffOrigin === undefined) return;
  const staffHost = new URL(staffOrigin).host;
  app.addHook('onRequest', async (request, reply) => {
    const path = pathOf(request.url);
    const onStaffHost = request.host.toLowerCase() === staffHost;
    const forStaff = isStaffPagePath(path) || isStaffApiPath(path);
    if (forStaff === onStaffHost || path === '/api/health') return;
    if (onStaffHost && path === '/' && wantsPage(request)) return reply.redirect('/staff/');
    return sendNotFound(reply);
  });
}
