/**
 * The inbox's one way to the server: same-origin JSON with the staff cookie (sent by the browser
 * to /api/staff only). Every answer is checked against the shared schema. What is sent is ids,
 * statuses and sealed envelopes: a request or a note is never sent opened, nor a key.
 */

export interface Schema<T> {
  parse(value: unknown): T;
}

/** The server answered with an error; `code` is its stable code. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** No answer at all: offline, or the connection failed. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
}

type Listener = () => void;
const sessionEndedListeners = new Set<Listener>();

/** Called when any request finds the session ended (401). Returns the unsubscribe function. */
export function onSessionEnded(listener: Listener): () => void {
  sessionEndedListeners.add(listener);
  return () => sessionEndedListeners.delete(listener);
}

export async function api<T>(
  path: string,
  options: { method?: string; body?: unknown; schema?: Schema<T> } = {},
): Promise<T> {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(method === 'GET' ? {} : { 'content-type': 'application/json' }),
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
  } catch (error) {
    throw new NetworkError('No answer from the server', { cause: error });
  }
  const text = await response.text();
  const body: unknown = text === '' ? undefined : JSON.parse(text);
  if (!response.ok) {
    const { code = 'error', message = response.statusText } = (body ?? {}) as {
      code?: string;
      message?: string;
    };
    // Signing in or setting a password answers 401 for a wrong password: no session ended then.
    if (response.status === 401 && !path.endsWith('/session') && !path.includes('/setup')) {
      for (const listener of [...sessionEndedListeners]) listener();
    }
    throw new ApiError(response.status, code, message);
  }
  return options.schema ? options.schema.parse(body) : (body as T);
}

/** The message key of `common:errors` for a failure (the caller may know better ones). */
export function errorKey(error: unknown): 'network' | 'rateLimited' | 'sessionEnded' | 'generic' {
  if (error instanceof NetworkError) return 'network';
  if (error instanceof ApiError && error.status === 429) return 'rateLimited';
  if (error instanceof ApiError && error.status === 401) return 'sessionEnded';
  return 'generic';
}
