import type { ApiError } from '@waha/shared';

/** The answer (503) to a request the database could not serve because it cannot be reached. */
export const DATABASE_UNAVAILABLE: ApiError = {
  code: 'database_unavailable',
  message: 'The database is not available',
};

/** Seconds a client is told to wait before it tries again (a restart takes a few). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Socket errors of a connection that could not be made or was cut. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs of a server that is not there for us: class 08 (connection exception),
 * 57P01 admin_shutdown (restart, pg_terminate_backend), 57P02 crash_shutdown, 57P03
 * cannot_connect_now (starting up or shutting down), 53300 too_many_connections.
 */
const UNAVAILABLE_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;

/** node-postgres's own errors, which carry no code, for a connection lost or never made. */
const LOST_CONNECTION_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'timeout exceeded when trying to connect',
];

interface ErrorFields {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/**
 * Whether `error` means the database could not be reached (server down, restarting, connection
 * cut), as opposed to a fault of the query or of the code: the first is answered 503 and passes
 * when the database is back; the second is a bug (500). Looks into `cause` and, for Node's
 * AggregateError of several addresses tried, into `errors`.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false;
  const { code, message, cause, errors } = error as ErrorFields;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) {
    return true;
  }
  if (typeof message === 'string' && LOST_CONNECTION_MESSAGES.some((m) => message.startsWith(m))) {
    return true;
  }
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) {
    return true;
  }
  return isDatabaseUnavailable(cause, depth + 1);
}

/** What may be logged of a database connection error: its code and message, nothing else. */
export function connectionErrorSummary(error: unknown): { code?: string; message: string } {
  const { code, message } = (
    typeof error === 'object' && error !== null ? error : {}
  ) as ErrorFields;
  return {
    ...(typeof code === 'string' ? { code } : {}),
    message: typeof message === 'string' ? message : String(error),
  };
}
