import type { Workbox } from 'workbox-window';

/**
 * The service worker (src/sw.ts), registered after the page has loaded so it never competes with
 * the first paint. A new version installs in the background and then waits: `updateWaiting` tells
 * the update prompt, and `applyUpdate` lets it take over and reloads once it has.
 */

let waiting: Pick<Workbox, 'addEventListener' | 'messageSkipWaiting'> | undefined;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function subscribeToUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Records the version waiting to take over (or none); the update prompt follows. */
export function setUpdateWaiting(
  workbox: Pick<Workbox, 'addEventListener' | 'messageSkipWaiting'> | undefined,
): void {
  waiting = workbox;
  notify();
}

/** Whether a new version of the app is installed and waiting for a reload. */
export function updateWaiting(): boolean {
  return waiting !== undefined;
}

/** Lets the waiting version take over, then reloads the page into it. */
export function applyUpdate(): void {
  const workbox = waiting;
  if (!workbox) return;
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
}

/** Registers the service worker in a production build, in browsers that have them. */
export async function registerServiceWorker(): Promise<void> {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox('/sw.js');
  workbox.addEventListener('waiting', () => setUpdateWaiting(workbox));
  try {
    await workbox.register();
  } catch {
    // Without a service worker the app still works online; nothing to tell the person.
  }
}
