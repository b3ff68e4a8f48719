import { deviceKey, familyKey, readItem, writeItem } from './device-storage';

/**
 * When a screen's code cannot be loaded (usually because a new version was deployed and the old
 * chunk is gone, or the network dropped), the page reloads once to fetch the current version. A flag
 * in sessionStorage makes sure that happens only once per session: a second failure shows the error
 * view instead of looping.
 */
export const CHUNK_RELOAD_FLAG = deviceKey('waha.reloadedAfterLoadError');

let reloading = false;

/** True while a reload we asked for is under way, so the error view can stay out of sight. */
export function isReloadPending(): boolean {
  return reloading;
}

function alreadyReloaded(): boolean {
  try {
    return readItem(CHUNK_RELOAD_FLAG) !== null;
  } catch {
    return true; // Without storage we cannot guard a loop, so never reload.
  }
}

/** Reloads the page if it has not been reloaded for this reason in this session. */
export function reloadOnce(): boolean {
  if (reloading) return true;
  if (alreadyReloaded()) return false;
  writeItem(CHUNK_RELOAD_FLAG, '1');
  reloading = true;
  window.location.reload();
  return true;
}

const LOAD_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /ChunkLoadError/i,
];

export function isLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return LOAD_ERROR_PATTERNS.some((pattern) => pattern.test(`${error.name} ${error.message}`));
}

interface PreloadErrorEvent extends Event {
  payload?: unknown;
}

/**
 * Vite announces a failed chunk load with `vite:preloadError`. The first one reloads the page; after
 * that, or offline, the error goes on to the router's error view (or the code that asked). The
 * router would reload the page by itself for a screen's missing code (once per error message): it
 * is told that it did, so that this guard alone decides, and never reloads offline.
 */
export function installChunkReloadGuard(): () => void {
  const onPreloadError = (event: PreloadErrorEvent) => {
    if (event.payload instanceof Error) {
      try {
        writeItem(familyKey('tanstack_router_reload:', event.payload.message), '1');
      } catch {
        // Blocked storage: nothing to mark.
      }
    }
    // Offline, a reload fetches nothing newer (and before the service worker is installed it
    // shows the browser's error page): the error goes on to the code that asked, which says so.
    if (!navigator.onLine) return;
    if (reloadOnce()) event.preventDefault();
  };
  window.addEventListener('vite:preloadError', onPreloadError);
  return () => window.removeEventListener('vite:preloadError', onPreloadError);
}
