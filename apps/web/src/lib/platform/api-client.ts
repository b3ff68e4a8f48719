import { UNLOCK_HEADER } from '@waha/shared/app-lock';

/**
 * The one way the web app talks to the API: same-origin JSON over fetch, with the session cookie.
 * Failures come out as two kinds of error: `ApiRequestError` (the server answered with an error)
 * and `NetworkError` (no answer at all: offline, DNS, connection reset).
 */

/** Anything with a zod-like `parse`; zod schemas from `@waha/shared` fit. */
export interface ResponseSchema<T> {
  parse(value: unknown): T;
}

export interface ApiFetchOptions<T> {
  /** GET by default, POST when there is a body. */
  method?: string;
  /** Sent as JSON; any method but GET and HEAD sends `{}` when there is none. */
  body?: unknown;
  /** Checks a successful answer; a mismatch is an `ApiRequestError` `invalid_response`. */
  schema?: ResponseSchema<T>;
  signal?: AbortSignal;
}

/** The server answered with an error status; `code` is the stable code of its error body. */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  readonly status: number;
  readonly code: string;
  /** The whole parsed body (some errors carry more, e.g. `suggestions` or the current record). */
  readonly body: unknown;

  constructor(
    status: number,
    code: string,
    message: string,
    body: unknown,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.status = status;
    this.code = code;
    this.body = body;
  }
}

/** The request got no answer: offline, or the connection failed. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
}

/**
 * The app lock's unlock secret while the app is unlocked (lib/app-lock, docs/device-data.md): sent
 * with every request, since a session whose device set a lock answers nothing without it. Held in
 * memory only; null while locked or without a lock.
 */
let unlockSecret: string | null = null;

export function setUnlockSecret(secret: string | null): void {
  unlockSecret = secret;
}

const lockedListeners = new Set<() => void>();

/** Called when the API answers 401 `locked`: this session's device has set a lock since. */
export function onApiLocked(listener: () => void): () => void {
  lockedListeners.add(listener);
  return () => {
    lockedListeners.delete(listener);
  };
}

type SessionExpiredListener = () => void;
const sessionExpiredListeners = new Set<SessionExpiredListener>();

/**
 * Called whenever the API answers 401 `session_expired`, from whichever request noticed it.
 * Returns the function that unsubscribes.
 */
export function onSessionExpired(listener: SessionExpiredListener): () => void {
  sessionExpiredListeners.add(listener);
  return () => {
    sessionExpiredListeners.delete(listener);
  };
}

/** Tells every listener the session has ended (also used when the session cookie is gone). */
export function notifySessionExpired(): void {
  for (const listener of [...sessionExpiredListeners]) {
    try {
      listener();
    } catch (error) {
      // One broken listener must not keep the others (the log-in redirect) from running.
      console.error(error);
    }
  }
}

function isAbort(error: unknown): boolean {
  return (
    error instanceof DOMException && (error.name === 'AbortError' || error.name === 'TimeoutError')
  );
}

/**
 * Fetches `path`, a path on this origin ("/api/…"): the session cookie belongs to this origin.
 * Throws `ApiRequestError` for an error answer and `NetworkError` when there is no answer.
 */
export async function apiFetch<T = unknown>(
  path: string,
  options: ApiFetchOptions<T> = {},
): Promise<T> {
  if (!path.startsWith('/') || path.startsWith('//')) {
    throw new TypeError(`apiFetch takes a same-origin path, not ${path}`);
  }
  const { body, schema, signal } = options;
  const method = (options.method ?? (body === undefined ? 'GET' : 'POST')).toUpperCase();
  const headers: Record<string, string> = { accept: 'application/json' };
  if (unlockSecret !== null) headers[UNLOCK_HEADER] = unlockSecret;
  const init: RequestInit = { method, credentials: 'same-origin', headers };
  if (signal) init.signal = signal;
  if (method !== 'GET' && method !== 'HEAD') {
    // The API accepts state-changing requests only as JSON (its CSRF defence, see the API's
    // lib/csrf.ts), and its JSON parser refuses an empty body: "nothing" is sent as {}.
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(body ?? {});
  } else if (body !== undefined) {
    throw new TypeError(`A ${method} request cannot have a body`);
  }

  let response: Response;
  let data: unknown;
  try {
    response = await fetch(path, init);
    data = await readBody(response);
  } catch (error) {
    // The caller cancelled: not a network problem, and nothing to report.
    if (signal?.aborted || isAbort(error)) throw error;
    throw new NetworkError('The server could not be reached', { cause: error });
  }

  if (!response.ok) {
    const error = toRequestError(response.status, data);
    if (error.status === 401 && error.code === 'session_expired') notifySessionExpired();
    if (error.status === 401 && error.code === 'locked') {
      for (const listener of [...lockedListeners]) listener();
    }
    throw error;
  }
  if (!schema) return data as T;
  try {
    return schema.parse(data);
  } catch (error) {
    throw new ApiRequestError(
      response.status,
      'invalid_response',
      'The server sent an unexpected answer',
      data,
      { cause: error },
    );
  }
}

/** The parsed JSON of an answer; undefined when it has none, and the text when it is not JSON. */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  if (!/[/+]json\b/i.test(response.headers.get('content-type') ?? '')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function toRequestError(status: number, body: unknown): ApiRequestError {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  // A proxy or gateway in front of the API may answer without our `{code, message}` body.
  const code = typeof fields.code === 'string' ? fields.code : `http_${status}`;
  const message = typeof fields.message === 'string' ? fields.message : `HTTP ${status}`;
  return new ApiRequestError(status, code, message, body);
}
