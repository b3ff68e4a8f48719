import { STATUS_CODES } from 'node:http';

/**
 * An error meant for the client: the error handler answers `status` with `{ code, message }`.
 * `code` is a stable, lower_snake_case string that programs (the web app) can rely on; `message`
 * is for people and may change. Only use it for 4xx answers: 5xx details are never sent.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string = STATUS_CODES[status] ?? 'Error') {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.code = code;
  }
}
