import 'fake-indexeddb/auto';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRouter,
} from '@tanstack/react-router';
import { act, render, screen } from '@testing-library/react';
import type { Account, Gender, RecordKind } from '@waha/shared';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { vi } from 'vitest';
import { installFakeMedia, type FakeMedia } from '@/test/fake-media';
import { decryptRecord } from '@/lib/crypto';
import { createFakeRecordsServer, type FakeRecordsServer } from '@/test/fake-records-server';
import { clearRecordCache, createRecordsStore, type RecordsStore } from '@/lib/records';
import { clearOutbox } from '@/lib/records/outbox';
import { SESSION_KEY } from '@/lib/session/session';
import { testI18n } from '@/test/i18n';
import { testDataKey } from '@/test/data-key';
import { ExerciseRecordsProvider } from '../records/records-context';

/**
 * The one harness every exercise test renders with (DESIGN.md, "exercise-kit"): the real texts in
 * either language and direction, a memory router at the exercise's path, a guest or a signed-in
 * account, an encrypted records store over a fake records server, a fake media element (so the
 * audio player can be driven: loadMetadata, timeUpdate, fire('ended')) and, if asked, fake timers.
 */
export interface RenderExerciseOptions {
  language?: 'en' | 'ar';
  /** The path the screen is shown at (for the router and a guest's way back). */
  path?: string;
  /** Signed in (an encrypted records store) or a guest (default). */
  signedIn?: boolean;
  /** The signed-in account's gender (female unless told), which picks the Arabic address form. */
  gender?: Gender;
  fakeTimers?: boolean;
  /** Render in React's StrictMode, as the app runs. */
  strict?: boolean;
  /**
   * The session is not known at first (as when the app opens, offline or on a slow network): it
   * is asked for, and answered (as `signedIn` says) only when `answerSession()` is called.
   */
  sessionLater?: boolean;
}

export interface ExerciseHarness {
  media: FakeMedia;
  server: FakeRecordsServer;
  store: RecordsStore;
  /** The path the router is at now (Finish and Exit navigate). */
  pathname: () => string;
  /** The decrypted values of every record of a kind the fake server holds. */
  decrypted: <T>(kind: RecordKind) => Promise<T[]>;
  /** Moves fake time on, applying React's updates. */
  advance: (ms: number) => void;
  /** With `sessionLater`: the server answers the session request now. */
  answerSession: () => Promise<void>;
  /** Unmounts and mounts the screen again, as a reload does (sessionStorage is kept). */
  reload: () => Promise<void>;
  cleanup: () => void;
}

const ACCOUNT: Account = {
  id: '00000000-0000-4000-8000-000000000001',
  nickname: 'Quiet Cedar',
  gender: 'female',
  nicknameParts: { category: 'nature', item: 'cedar', colour: 'green' },
  createdAt: '2026-01-01T00:00:00.000Z',
};

// The device's cache and outbox as the last harness left them, cleared: its cleanup starts the
// clearing and the next harness waits for it, so a late clearing never empties the next test's
// cache (its delete would then send version 0 and meet a conflict).
let cleared: Promise<unknown> = Promise.resolve();

export async function renderExercise(
  node: ReactNode,
  options: RenderExerciseOptions = {},
): Promise<ExerciseHarness> {
  const { language = 'en', path = '/exercises/', signedIn = false, strict = false } = options;
  await cleared;
  const account: Account = { ...ACCOUNT, gender: options.gender ?? ACCOUNT.gender };
  // i18next starts with a timer, so the texts are loaded before the clock is faked.
  const i18n = await testI18n(language);
  if (options.fakeTimers) vi.useFakeTimers({ shouldAdvanceTime: false });
  const media = installFakeMedia();
  const server = createFakeRecordsServer();
  let answerSession = () => {};
  const sessionAnswered = new Promise<void>((resolve) => (answerSession = resolve));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!options.sessionLater || String(input) !== '/api/auth/session') {
        return server.fetch(input, init);
      }
      await sessionAnswered;
      return signedIn ? Response.json({ account }) : new Response(null, { status: 204 });
    }),
  );
  const dataKey = await testDataKey();
  // The device's cache and outbox are keyed by account: one of its own per harness, so a write
  // an earlier test left waiting (a late autosave, encrypted with its key) never shows here.
  const deviceAccount = crypto.randomUUID();
  const store = createRecordsStore({
    getDataKey: async () => (signedIn ? dataKey : null),
    accountId: () => (signedIn ? deviceAccount : null),
  });

  const mount = () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    if (!options.sessionLater) client.setQueryData(SESSION_KEY, signedIn ? { account } : null);
    const router = createRouter({
      routeTree: createRootRoute({ component: () => node }),
      trailingSlash: 'preserve',
      history: createMemoryHistory({ initialEntries: [path] }),
    });
    const result = render(
      <QueryClientProvider client={client}>
        <I18nextProvider i18n={i18n}>
          <ExerciseRecordsProvider load={async () => store}>
            <div dir={language === 'ar' ? 'rtl' : 'ltr'}>
              <RouterProvider router={router} />
            </div>
          </ExerciseRecordsProvider>
        </I18nextProvider>
      </QueryClientProvider>,
      { reactStrictMode: strict },
    );
    return { router, result };
  };

  let mounted = mount();
  // The router renders after its first load.
  await act(async () => {
    await mounted.router.load();
  });

  return {
    media,
    server,
    store,
    pathname: () => mounted.router.state.location.pathname,
    async decrypted<T>(kind: RecordKind) {
      const records = [...server.records.values()].filter((record) => record.kind === kind);
      return Promise.all(
        records.map(
          async (record) =>
            await decryptRecord<T>(dataKey, record.kind, record.id, record.ciphertext),
        ),
      );
    },
    async answerSession() {
      await act(async () => {
        answerSession();
        await sessionAnswered;
      });
    },
    advance: (ms) => act(() => vi.advanceTimersByTime(ms)),
    async reload() {
      mounted.result.unmount();
      mounted = mount();
      await act(async () => {
        await mounted.router.load();
      });
    },
    cleanup() {
      mounted.result.unmount();
      media.restore();
      if (options.fakeTimers) vi.useRealTimers();
      vi.unstubAllGlobals();
      cleared = Promise.all([clearRecordCache(), clearOutbox()]).catch(() => undefined);
    },
  };
}

/** The audio player's play / pause button, whichever it shows. */
export const playButton = () =>
  screen.queryByRole('button', { name: 'Pause' }) ?? screen.getByRole('button', { name: 'Play' });
