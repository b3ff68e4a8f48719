import { accountSchema } from '@waha/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, NetworkError, apiFetch, onSessionExpired } from './api-client';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}

function stubFetch(answer: () => Promise<Response> | Response) {
  const fetch = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) =>
    Promise.resolve(answer()),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const account = {
  id: 'a1',
  nickname: 'Blue Lantern',
  gender: 'male',
  nicknameParts: { category: 'objects', item: 'lantern', colour: 'blue' },
  createdAt: '2026-01-01T00:00:00.000Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiFetch', () => {
  it('GETs same-origin JSON with the session cookie', async () => {
    const fetch = stubFetch(() => json(200, account));
    expect(await apiFetch('/api/account', { schema: accountSchema })).toEqual(account);
    const [path, init] = fetch.mock.calls[0] ?? [];
    expect(path).toBe('/api/account');
    expect(init).toMatchObject({
      method: 'GET',
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
    expect(init?.body).toBeUndefined();
  });

  it('sends a body as JSON, POST by default', async () => {
    const fetch = stubFetch(() => json(200, { ok: true }));
    await apiFetch('/api/auth/login', { body: { nickname: 'Blue Lantern', authKey: 'k' } });
    const init = fetch.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.headers).toEqual({
      accept: 'application/json',
      'content-type': 'application/json',
    });
    expect(JSON.parse(String(init?.body))).toEqual({ nickname: 'Blue Lantern', authKey: 'k' });
  });

  it('sends {} as JSON for a state-changing request without a body (the API insists on JSON)', async () => {
    const fetch = stubFetch(() => new Response(null, { status: 204 }));
    expect(await apiFetch('/api/records/feeling/f1', { method: 'DELETE' })).toBeUndefined();
    const init = fetch.mock.calls[0]?.[1];
    expect(init?.body).toBe('{}');
    expect(init?.headers).toMatchObject({ 'content-type': 'application/json' });
  });

  it('refuses paths on other origins and bodies on GET', async () => {
    stubFetch(() => json(200, {}));
    await expect(apiFetch('https://elsewhere.example/api')).rejects.toThrow(TypeError);
    await expect(apiFetch('//elsewhere.example/api')).rejects.toThrow(TypeError);
    await expect(apiFetch('/api/x', { method: 'GET', body: {} })).rejects.toThrow(TypeError);
  });

  it('turns an error answer into ApiRequestError with status, code and body', async () => {
    const body = { code: 'nickname_taken', message: 'Taken', suggestions: ['a', 'b', 'c'] };
    stubFetch(() => json(409, body));
    const error = await apiFetch('/api/auth/register', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 409, code: 'nickname_taken', message: 'Taken', body });
  });

  it('names errors without our JSON body by their status', async () => {
    stubFetch(() => new Response('<h1>Bad gateway</h1>', { status: 502 }));
    await expect(apiFetch('/api/health')).rejects.toMatchObject({
      status: 502,
      code: 'http_502',
      body: '<h1>Bad gateway</h1>',
    });
  });

  it('turns no answer into NetworkError', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await apiFetch('/api/health').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).cause).toBeInstanceOf(TypeError);
  });

  it('lets a cancelled request end as the caller cancelled it', async () => {
    const controller = new AbortController();
    const reason = new DOMException('The user left', 'AbortError');
    stubFetch(() => Promise.reject(reason));
    controller.abort(reason);
    await expect(apiFetch('/api/health', { signal: controller.signal })).rejects.toBe(reason);
  });

  it('refuses an answer that does not match the schema', async () => {
    stubFetch(() => json(200, { id: 1 }));
    await expect(apiFetch('/api/account', { schema: accountSchema })).rejects.toMatchObject({
      name: 'ApiRequestError',
      code: 'invalid_response',
    });
  });

  it('tells session-expiry listeners about 401 session_expired, and only about that', async () => {
    const listener = vi.fn();
    const broken = vi.fn(() => {
      throw new Error('listener bug');
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const unsubscribe = onSessionExpired(broken);
    const unsubscribeListener = onSessionExpired(listener);

    stubFetch(() => json(401, { code: 'unauthenticated', message: 'Log in' }));
    await expect(apiFetch('/api/account')).rejects.toMatchObject({ code: 'unauthenticated' });
    expect(listener).not.toHaveBeenCalled();

    stubFetch(() => json(401, { code: 'session_expired', message: 'Expired' }));
    await expect(apiFetch('/api/account')).rejects.toMatchObject({
      status: 401,
      code: 'session_expired',
    });
    expect(listener).toHaveBeenCalledTimes(1);

    unsubscribe();
    unsubscribeListener();
    await expect(apiFetch('/api/account')).rejects.toBeInstanceOf(ApiRequestError);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
