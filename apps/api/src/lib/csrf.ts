import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './http-error';
import { isApiPath, isStaffApiPath, pathOf } from './url-path';

const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Cross-site request forgery protection for the JSON API (DESIGN.md, "Session cookie"). Every
 * state-changing request under /api must
 * - come from our own origin when it names one: browsers send `Origin` on every cross-origin
 *   request and on same-origin POST, PUT, PATCH and DELETE, so a page elsewhere is refused with
 *   403 `forbidden_origin`; programs that send no `Origin` (curl, the staff CLI) are let through;
 * - be JSON: an HTML form cannot send `application/json`, and a script elsewhere cannot either
 *   without a CORS preflight, which this server never grants. Otherwise 415
 *   `unsupported_media_type`, also for requests without a body.
 * Together with the SameSite=Lax session cookie this stops forged requests.
 */
export function registerCsrfProtection(
  app: FastifyInstance,
  publicOrigin?: string,
  /** The inbox's own origin (STAFF_ORIGIN), for the staff API, when it has a host of its own. */
  staffOrigin?: string,
): void {
  // Synchronous: reads, the most frequent requests, pass with no promise made for them.
  app.addHook('onRequest', (request, _reply, done) => {
    const path = pathOf(request.url);
    if (!STATE_CHANGING_METHODS.has(request.method) || !isApiPath(path)) {
      done();
      return;
    }
    const origin = request.headers.origin;
    const expected = staffOrigin !== undefined && isStaffApiPath(path) ? staffOrigin : publicOrigin;
    if (origin !== undefined && !isOwnOrigin(origin, request, expected)) {
      done(new HttpError(403, 'forbidden_origin', 'Requests from other sites are not allowed'));
    } else if (!isJson(request.headers['content-type'])) {
      done(new HttpError(415, 'unsupported_media_type', 'Send the request as application/json'));
    } else {
      done();
    }
  });
}

/**
 * Whether `origin` is this server's origin as the browser sees it: PUBLIC_ORIGIN when it is set,
 * else the scheme and host of the request, which Fastify takes from X-Forwarded-Proto/-Host only
 * when TRUST_PROXY says the proxy may set them (so that proxy must overwrite them, never pass on
 * what the client sent). Both sides go through URL, so a default port (`:443`) or capitals do not
 * matter; `null` (an opaque origin, e.g. a sandboxed frame) is never ours.
 */
function isOwnOrigin(origin: string, request: FastifyRequest, publicOrigin?: string): boolean {
  const own = publicOrigin ?? originOf(`${request.protocol}://${request.host}`);
  return own !== undefined && originOf(origin) === own;
}

function originOf(url: string): string | undefined {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

function isJson(contentType: string | undefined): boolean {
  const mediaType = contentType?.split(';', 1)[0]?.trim().toLowerCase();
  return mediaType === 'application/json';
}
