import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const reload = vi.fn();
let uninstall: (() => void) | undefined;

beforeEach(() => {
  reload.mockReset();
  vi.stubGlobal('location', { ...window.location, reload });
});

afterEach(() => {
  uninstall?.();
  uninstall = undefined;
  vi.unstubAllGlobals();
});

/** The module as a new page load would see it: its in-memory state gone, sessionStorage kept. */
async function freshModule() {
  vi.resetModules();
  return import('./chunk-reload');
}

describe('reload once after a failed screen load', () => {
  it('reloads the first time and never again in the same session', async () => {
    const first = await freshModule();
    expect(first.reloadOnce()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(first.CHUNK_RELOAD_FLAG)).toBe('1');

    // After the reload the page (and this module) start afresh, but the session flag remains.
    const second = await freshModule();
    expect(second.reloadOnce()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('handles vite:preloadError: the first one reloads and is stopped', async () => {
    const module = await freshModule();
    uninstall = module.installChunkReloadGuard();
    const event = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload offline, where a reload fetches nothing, nor lets the router: the error goes on', async () => {
    const module = await freshModule();
    uninstall = module.installChunkReloadGuard();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const error = new Error('Failed to fetch dynamically imported module: /assets/archive.js');
    const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), {
      payload: error,
    });
    window.dispatchEvent(event);
    vi.restoreAllMocks();
    expect(event.defaultPrevented).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(module.CHUNK_RELOAD_FLAG)).toBeNull();
    // The router reloads a screen whose code is missing unless it believes it already did.
    expect(sessionStorage.getItem(`tanstack_router_reload:${error.message}`)).toBe('1');
  });

  it('lets a later vite:preloadError through to the error view, without another reload', async () => {
    const module = await freshModule();
    sessionStorage.setItem(module.CHUNK_RELOAD_FLAG, '1');
    uninstall = module.installChunkReloadGuard();
    const error = new Error('Failed to fetch dynamically imported module: /assets/x.js');
    const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), {
      payload: error,
    });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    // The router's own reload-once guard for this error is marked as spent too.
    expect(sessionStorage.getItem(`tanstack_router_reload:${error.message}`)).toBe('1');
  });

  it('recognises module load failures from each browser', async () => {
    const { isLoadError } = await freshModule();
    expect(isLoadError(new TypeError('Failed to fetch dynamically imported module: /a.js'))).toBe(
      true,
    );
    expect(isLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});
