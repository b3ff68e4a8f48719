import { STATUS_CODES } from 'node:http';

/**
 * An error meant for the client: the error handler answers `status` with `{ code, message }`.
 * `code` is a stable, lower_snake_case string that programs (the web app) can rely on; `message`
 * is for people and may change. Only use it for 4xx answers: 5xx details are never sent.
 * `details` adds fields to the body for answers the contract gives more to, e.g. `suggestions`
 * with `nickname_taken` or `current` with `version_conflict`; they cannot replace code or message.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: Readonly<Record<string, unknown>> | undefined;

  constructor(
    status: number,
    code: string,
    message: string = STATUS_CODES[status] ?? 'Error',
    details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}
