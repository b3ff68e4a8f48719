import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ApiError } from '@waha/shared';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE,
  connectionErrorSummary,
  isDatabaseUnavailable,
} from '../db/unavailable';
import { HttpError } from './http-error';

/** Stable codes for the 4xx answers that do not come from an `HttpError`. */
const CODES_BY_STATUS: Readonly<Record<number, string>> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  408: 'request_timeout',
  409: 'conflict',
  411: 'length_required',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

// Fastify's FST_ERR_* codes describe Fastify's internals; clients get what went wrong for them.
const CODES_BY_FASTIFY_CODE: Readonly<Record<string, string>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
};

const STABLE_CODE = /^[a-z][a-z0-9_]*$/;

/** What the error handler reads from whatever was thrown (plugins sometimes throw plain objects). */
interface ThrownError {
  statusCode?: unknown;
  code?: unknown;
  message?: unknown;
  validation?: unknown;
}

export const NOT_FOUND: ApiError = { code: 'not_found', message: 'Not Found' };

export function sendNotFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).send(NOT_FOUND);
}

/** 503 `database_unavailable`, with how long to wait before trying again. */
export function sendDatabaseUnavailable(reply: FastifyReply): FastifyReply {
  return reply
    .code(503)
    .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
    .send(DATABASE_UNAVAILABLE);
}

/**
 * One error handler for the whole API. Validation errors answer 400 `validation_error`; other
 * client errors keep their status with a stable code; a database that cannot be reached answers
 * 503 `database_unavailable` (with Retry-After); anything else is logged with its stack and
 * answered with a bare 500, so no internal detail (SQL, paths, stack) ever reaches a client.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((thrown: unknown, request, reply) => {
    const error: ThrownError = typeof thrown === 'object' && thrown !== null ? thrown : {};
    const message = typeof error.message === 'string' ? error.message : '';

    if (thrown instanceof HttpError && thrown.status < 500) {
      return reply.code(thrown.status).send({ ...thrown.details, code: thrown.code, message });
    }
    // Request schema failures (zod through the type provider, or Fastify's own).
    if (Array.isArray(error.validation)) {
      return reply.code(400).send({ code: 'validation_error', message } satisfies ApiError);
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ code: clientErrorCode(status, error.code), message });
    }

    // The database is down or restarting: not a bug, and over when it is back.
    if (isDatabaseUnavailable(thrown)) {
      request.log.warn(connectionErrorSummary(thrown), 'database unavailable');
      return sendDatabaseUnavailable(reply);
    }
    request.log.error({ err: thrown }, 'request failed');
    return reply
      .code(500)
      .send({ code: 'internal_error', message: 'Internal Server Error' } satisfies ApiError);
  });
}

function clientErrorCode(status: number, code: unknown): string {
  if (typeof code === 'string') {
    if (STABLE_CODE.test(code)) return code;
    const mapped = CODES_BY_FASTIFY_CODE[code];
    if (mapped) return mapped;
  }
  return CODES_BY_STATUS[status] ?? 'bad_request';
}
