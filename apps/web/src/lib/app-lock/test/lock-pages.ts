import type { SessionResponse } from '@waha/shared';
import { UNLOCK_HEADER } from '@waha/shared/app-lock';
import { expect, vi } from 'vitest';
import { TEST_KDF } from '@/test/kdf-params';

/*
 * The lock as a page lives it: each `freshPage()` is a cold start, or another tab (the modules'
 * memory is new; IndexedDB and storage are what the device keeps).
 */

export const SESSION = {
  account: {
    id: '00000000-0000-4000-8000-000000000009',
    nickname: 'Quiet Cedar',
    gender: 'female',
    nicknameParts: { category: 'nature', item: 'cedar', colour: 'green' },
    createdAt: '2026-01-01T00:00:00.000Z',
  },
  wrappedDataKey: 'A'.repeat(80),
} as SessionResponse;

export async function freshPage() {
  vi.resetModules();
  const [session, actions, state, deviceKeys] = await Promise.all([
    import('@/lib/session/session'),
    import('../lock-actions'),
    import('../lock-state'),
    import('@/lib/crypto/device-keys'),
  ]);
  // As lock-host.tsx wires them in the app.
  session.setSessionHooks({
    signedIn: actions.afterSignIn,
    signedOut: actions.afterSignOut,
    mayAskForSession: state.mayAskForSession,
  });
  return { session, actions, state, deviceKeys };
}

/** An account's data key as registration has it: extractable to wrap, and the one in use. */
export async function accountKeys() {
  const raw = crypto.getRandomValues(new Uint8Array(32));
  const usages: KeyUsage[] = ['encrypt', 'decrypt'];
  return {
    extractable: await crypto.subtle.importKey('raw', raw, 'AES-GCM', true, usages),
    inUse: await crypto.subtle.importKey('raw', raw, 'AES-GCM', false, usages),
  };
}

/** What the lock asked of the server: the requests, with the unlock header each carried. */
export interface ServerCall {
  method: string;
  url: string;
  unlock: string | null;
  body: unknown;
}

/**
 * A stand-in server for the lock's own requests (`/api/auth/session/lock`, answered 204); every
 * other request fails as offline. Returns what it was asked.
 */
export function fakeLockServer(): ServerCall[] {
  const calls: ServerCall[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    const url = String(input);
    calls.push({
      method: init.method ?? 'GET',
      url,
      unlock: headers.get(UNLOCK_HEADER),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    if (url === '/api/auth/session/lock')
      return Promise.resolve(new Response(null, { status: 204 }));
    return Promise.reject(new TypeError('Failed to fetch'));
  });
  return calls;
}

export async function signedInWithLock() {
  const server = fakeLockServer();
  const page = await freshPage();
  const keys = await accountKeys();
  await page.session.startSession(SESSION, keys.inUse);
  await vi.waitFor(async () => expect(await page.deviceKeys.loadSessionCopy()).not.toBeNull());
  await page.actions.setUpLock({
    owner: { type: 'account', accountId: SESSION.account.id },
    secret: '2468',
    kind: 'pin',
    idleMinutes: 5,
    account: keys,
    kdf: TEST_KDF,
  });
  return { page, keys, server };
}
