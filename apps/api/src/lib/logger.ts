import { pino } from 'pino';
import type { DestinationStream, Logger } from 'pino';
import type { AppConfig } from '../config';
import { pathOf } from './url-path';

/** The parts of a request Fastify hands to the `req` serializer that we log. */
interface LoggedRequest {
  method: string;
  url: string;
}

/**
 * The process logger (JSON lines on stdout unless a destination is given). People may be at risk
 * if their use of the app is known, so request logs carry the method and path only: no query
 * string (it may hold a nickname), no headers, no client address; and in case a header object is
 * ever logged by hand, cookies and credentials are redacted.
 */
export function createLogger(
  config: Pick<AppConfig, 'logLevel'>,
  destination?: DestinationStream,
): Logger {
  return pino(
    {
      level: config.logLevel,
      redact: {
        paths: [
          'req.headers.cookie',
          'req.headers.authorization',
          'headers.cookie',
          'headers.authorization',
          'res.headers["set-cookie"]',
        ],
        censor: '[redacted]',
      },
      serializers: {
        req: (request: LoggedRequest) => ({ method: request.method, url: pathOf(request.url) }),
        err: pino.stdSerializers.err,
      },
    },
    destination,
  );
}
