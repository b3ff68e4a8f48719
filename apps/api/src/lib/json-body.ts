import type { FastifyInstance } from 'fastify';

/**
 * Reads an empty `application/json` body as no body. Every state-changing request must say it is
 * JSON (see `csrf.ts`), also those with nothing to send, such as a DELETE or a logout; Fastify's
 * own parser would refuse their empty body with 400. Anything else goes to Fastify's parser, with
 * its defences against prototype poisoning.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') {
      done(null, undefined);
      return;
    }
    // With `parseAs: 'string'` the body is always a string; the type also allows a Buffer.
    parseJson(request, body.toString(), done);
  });
}
