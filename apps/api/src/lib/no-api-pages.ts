import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-error';
import { isApiPath, pathOf } from './url-path';

/** What a browser loads as a page (or inside one) rather than for a script: never an API answer. */
const PAGE_DESTINATIONS = new Set(['document', 'iframe', 'frame', 'embed', 'object']);

/** API answers meant to be saved as a file through a link (`<a download>`), sent as attachments. */
const DOWNLOADS = new Set(['/api/staff/audit/export']);

/**
 * API answers never render as a page (docs/device-data.md, "The session while locked"): a typed
 * address, a link or a frame to `/api/…` is refused with 403 before anything is read, so nothing
 * of an account shows in a browser tab. Browsers say what they load in `Sec-Fetch-Dest`; the app's
 * own requests (fetch) send `empty`, programs (curl, the staff CLI) send none.
 */
export function refuseApiPages(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const destination = request.headers['sec-fetch-dest'];
    const path = pathOf(request.url);
    if (
      typeof destination === 'string' &&
      PAGE_DESTINATIONS.has(destination) &&
      isApiPath(path) &&
      !DOWNLOADS.has(path)
    ) {
      done(new HttpError(403, 'not_a_page', 'This address is for the app, not for a page.'));
    } else {
      done();
    }
  });
}
