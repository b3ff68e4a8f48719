import { StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root, type RootOptions } from 'react-dom/client';
import { lockMarked } from '@/lib/app-lock/lock-mark';
import {
  lockStatus,
  mayAskForSession,
  subscribeLockStatus,
  type LockStatus,
} from '@/lib/app-lock/lock-state';
import { i18n } from '@/lib/i18n';
import { dropFirstInput } from '@/lib/platform/first-input';
import { queryClient, setSessionHooks } from '@/lib/session/session';

/*
 * What #root shows: the app, or the lock screen in its place (docs/device-data.md). Decided
 * before the first render: with a lock set, the app never renders before it is unlocked, and a
 * prerendered guest screen is replaced rather than hydrated. Locking unmounts the app, so nothing
 * it held (decrypted records, drafts in state, toasts) stays reachable from the page; unlocking
 * mounts it again with a fresh router.
 */

async function loadLockScreen() {
  const [{ LockScreen }] = await Promise.all([
    import('@/features/app-lock/lock-screen'),
    i18n.loadNamespaces('app-lock'),
  ]);
  return LockScreen;
}

export interface AppHostOptions {
  container: HTMLElement;
  /** The app's tree; `fresh` asks for a new router (after a lock). */
  app: (fresh: boolean) => ReactNode;
  prerendered: boolean;
  reportErrors: RootOptions;
}

export function hostApp({ container, app, prerendered, reportErrors }: AppHostOptions): void {
  setSessionHooks({
    signedIn: async (accountId) => {
      if (!lockMarked()) return;
      await (await import('@/lib/app-lock/lock-actions')).afterSignIn(accountId);
    },
    signedOut: async () => {
      if (!lockMarked()) return;
      await (await import('@/lib/app-lock/lock-actions')).afterSignOut();
    },
    mayAskForSession,
  });

  let root: Root | null = null;
  let mounted = 0;

  const fresh = () => {
    root?.unmount();
    container.replaceChildren();
    delete container.dataset.prerendered;
    return createRoot(container, reportErrors);
  };

  const showApp = () => {
    mounted += 1;
    // Only a prerendered screen still on the page is hydrated; the router set up for it is then
    // used, and a new one for every other mount.
    if (mounted === 1 && prerendered && container.dataset.prerendered !== undefined) {
      // What was tapped or typed before is replayed once it is live (main.tsx, DeviceState).
      root = hydrateRoot(container, app(false), reportErrors);
      return;
    }
    // Nothing of a guest's stand-in state (set for hydrating a prerendered screen) carries over,
    // nor anything tapped or typed on that screen.
    dropFirstInput();
    queryClient.clear();
    root = fresh();
    root.render(app(mounted > 1 || prerendered));
  };

  const showLock = () => {
    // A locked device replays nothing into the app: what was tapped on the screen under the lock
    // is forgotten with it.
    dropFirstInput();
    root = fresh();
    const lockRoot = root;
    void loadLockScreen().then((LockScreen) => {
      // Unlocked meanwhile (another tab), or locked again: only the latest screen is drawn.
      if (root !== lockRoot) return;
      lockRoot.render(
        <StrictMode>
          <LockScreen />
        </StrictMode>,
      );
    });
  };

  let shown: LockStatus = lockStatus();
  subscribeLockStatus(() => {
    const next = lockStatus();
    if (next === 'locked' && shown !== 'locked') showLock();
    if (next === 'open' && shown === 'locked') showApp();
    // A lock forgotten from the lock screen keeps that screen: it says what happened.
    if (!(next === 'off' && shown === 'locked')) shown = next;
  });
  if (shown === 'locked') showLock();
  else showApp();
}
