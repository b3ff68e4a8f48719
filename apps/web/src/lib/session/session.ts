import { QueryClient, useQuery } from '@tanstack/react-query';
import type { Account, SessionResponse } from '@waha/shared';
import {
  ApiRequestError,
  NetworkError,
  apiFetch,
  notifySessionExpired,
} from '../platform/api-client';
import { deviceKey, readItem, removeItem, writeItem } from '../platform/device-storage';
import { setGuest } from './guest';
import { forgetDrafts } from './session-drafts';

// Keys and the record cache are loaded only when they are needed, so the first screen of the app
// does not wait for cryptography code it may never use.
const cryptoModule = () => import('../crypto');
const recordsModule = () => import('../records');

/** One cache of server state for the whole app. */
export const queryClient = new QueryClient({
  defaultOptions: {
    // 'always': offline, a request fails at once and the screen says so, instead of waiting
    // (TanStack Query's default) for a connection that may not come. Queries still run again when
    // the connection returns.
    queries: { retry: 1, refetchOnWindowFocus: false, networkMode: 'always' },
    mutations: { networkMode: 'always' },
  },
});

/** The query key of the session (tests seed it to stand for a signed-in person or a guest). */
export const SESSION_KEY = ['session'] as const;

// The data key is held in memory while the app runs, and as a non-extractable key in IndexedDB
// so a reload does not ask for the password again. It never leaves this device.
let dataKey: CryptoKey | null = null;

/** What the app lock does when someone signs in or out (set by main.tsx; lib/app-lock). */
export interface SessionHooks {
  signedIn(accountId: string): Promise<void>;
  signedOut(): Promise<void>;
  /** Whether the session may be asked for: not while a lock found sealed on the device is shut. */
  mayAskForSession?(): Promise<boolean>;
}
let hooks: SessionHooks | null = null;

export function setSessionHooks(next: SessionHooks): void {
  hooks = next;
}

/**
 * A mark (no personal data) that someone logged in on this device and has not logged out. When
 * the browser drops an expired session cookie, the server cannot tell that a session ended; this
 * mark can, so that case is reported as an expired session too.
 */
const SIGNED_IN_MARK = deviceKey('waha.signedIn');

/**
 * True from a log out on this page until the next sign-in: a request that was on its way when the
 * session ended may still be answered "session expired", and that is no news to report.
 */
let loggedOut = false;

export function loggedOutHere(): boolean {
  return loggedOut;
}

function markSignedIn(signedIn: boolean): void {
  if (signedIn) loggedOut = false;
  try {
    if (signedIn) writeItem(SIGNED_IN_MARK, '1');
    else removeItem(SIGNED_IN_MARK);
  } catch {
    // Without storage an ended session simply looks like a guest.
  }
}

function wasSignedIn(): boolean {
  try {
    return readItem(SIGNED_IN_MARK) === '1';
  } catch {
    return false;
  }
}

/** The signed-in account, or null for a guest. Other failures are errors to show. */
async function fetchSession(): Promise<SessionResponse | null> {
  if (hooks?.mayAskForSession && !(await hooks.mayAskForSession())) return null;
  try {
    // 204 (no content) means no session cookie: a guest, or a cookie the browser dropped.
    const session = await apiFetch<SessionResponse | undefined>('/api/auth/session');
    if (session) {
      keepSessionCopy(session);
      return session;
    }
    if (wasSignedIn()) notifySessionExpired();
    return null;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    if (!(error instanceof NetworkError)) throw error;
    // The server cannot be reached (offline, the app shell coming from the service worker, or a
    // connection that carries nothing while the browser believes it is online). A session already
    // known stays, or the copy kept on this device: the person keeps reading and writing, and the
    // writes wait in the outbox. It is asked again when the connection returns, or when the
    // screen changes after a minute.
    const known =
      queryClient.getQueryData<SessionResponse | null>(SESSION_KEY) ??
      (wasSignedIn() ? await sessionOnThisDevice() : null);
    if (known) return known;
    // Nobody signed in on this device: offline, the screens open as for a guest; online, the
    // failure is an error (a guest's screens look the same, and it is asked again).
    if (!navigator.onLine) return null;
    throw error;
  }
}

/** Keeps the encrypted copy of `session` up to date on this device (see `sessionOnThisDevice`). */
function keepSessionCopy(session: SessionResponse, key?: CryptoKey): void {
  void cryptoModule()
    .then(async ({ loadDeviceKey, saveSessionCopy }) => {
      const openKey = key ?? dataKey ?? (await loadDeviceKey(session.account.id));
      if (openKey) await saveSessionCopy(session.account.id, openKey, session);
    })
    // Without it, opening the app offline shows a guest: nothing is lost, and it is kept next time.
    .catch(() => undefined);
}

/** The session kept on this device, opened with its data key, for a start without a network. */
async function sessionOnThisDevice(): Promise<SessionResponse | null> {
  try {
    const { loadSessionCopy } = await cryptoModule();
    const copy = await loadSessionCopy(dataKey ?? undefined);
    // Authenticated by a key only this device holds, so the shape is what this app wrote.
    const session = copy?.session as SessionResponse | undefined;
    if (!copy || typeof session?.account.id !== 'string') return null;
    dataKey = copy.dataKey;
    return session;
  } catch {
    return null;
  }
}

export function useSession(): { account: Account | null; isPending: boolean } {
  const query = useQuery({
    queryKey: SESSION_KEY,
    queryFn: fetchSession,
    staleTime: 60_000,
    // An answer given offline is a stand-in: ask again as soon as the connection returns.
    refetchOnReconnect: 'always',
  });
  return { account: query.data?.account ?? null, isPending: query.isPending };
}

export function currentSession(): SessionResponse | null {
  return queryClient.getQueryData<SessionResponse | null>(SESSION_KEY) ?? null;
}

export function currentAccount(): Account | null {
  return currentSession()?.account ?? null;
}

/** The key that opens this person's records, or null for a guest. */
export async function getDataKey(): Promise<CryptoKey | null> {
  if (dataKey) return dataKey;
  const account =
    currentAccount() ??
    (await queryClient.fetchQuery({ queryKey: SESSION_KEY, queryFn: fetchSession }))?.account;
  if (!account) return null;
  const { loadDeviceKey } = await cryptoModule();
  dataKey = await loadDeviceKey(account.id);
  return dataKey;
}

/** The app lock closed: the data key leaves memory (the query cache is cleared with it). */
export function forgetSessionMemory(): void {
  dataKey = null;
}

/** The app lock opened an account's data key (it is not kept open on the device meanwhile). */
export function resumeWithDataKey(openKey: CryptoKey): void {
  dataKey = openKey;
}

/** After registration or recovery: the data key is already open. */
export async function startSession(session: SessionResponse, openKey: CryptoKey): Promise<void> {
  const { saveDeviceKey } = await cryptoModule();
  await saveDeviceKey(session.account.id, openKey);
  keepSessionCopy(session, openKey);
  dataKey = openKey;
  setGuest(false);
  markSignedIn(true);
  await hooks?.signedIn(session.account.id);
  queryClient.setQueryData(SESSION_KEY, session);
}

/** After logging in: open the data key with the password's wrapping key, then start. */
export async function startSessionWithWrapKey(
  session: SessionResponse,
  wrapKey: CryptoKey,
): Promise<void> {
  const { openDataKey } = await cryptoModule();
  await startSession(session, await openDataKey(session.wrappedDataKey, wrapKey));
}

export function updateSession(session: SessionResponse): void {
  queryClient.setQueryData(SESSION_KEY, session);
  keepSessionCopy(session, dataKey ?? undefined);
}

/** Forgets everything personal on this device: keys, cached records, server state. */
export async function clearLocalSession(): Promise<void> {
  dataKey = null;
  markSignedIn(false);
  queryClient.setQueryData(SESSION_KEY, null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_KEY[0] });
  await Promise.allSettled([
    cryptoModule().then(({ clearDeviceKeys }) => clearDeviceKeys()),
    recordsModule().then(({ clearRecordCache }) => clearRecordCache()),
    hooks?.signedOut(),
  ]);
}

/**
 * Log out: end the session on the server (if it can be reached) and clear this device, unsaved
 * drafts included. (An expired session keeps them, so the person can log in again and save.)
 */
export async function signOut(): Promise<void> {
  loggedOut = true;
  try {
    await apiFetch('/api/auth/logout', { method: 'POST', body: {} });
  } finally {
    forgetDrafts();
    await clearLocalSession();
  }
}
