import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ESCAPE_WINDOW_MS,
  LEFT_MARK_KEY,
  NEUTRAL_SITE,
  QUICK_EXIT_SETTING_KEY,
  isQuickExitEnabled,
  leaveAgainIfReturned,
  listenForTripleEscape,
  onQuickExit,
  quickExit,
  setQuickExitEnabled,
  subscribeQuickExitSetting,
} from './quick-exit';

function pressEscape(init: KeyboardEventInit = {}) {
  document.body.dispatchEvent(
    new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, ...init }),
  );
}

let replace: ReturnType<typeof vi.fn<(url: string | URL) => void>>;

beforeEach(() => {
  replace = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'replace').mockImplementation(replace);
  document.documentElement.hidden = false;
});

afterEach(() => {
  document.documentElement.hidden = false;
  document.body.replaceChildren();
  vi.useRealTimers();
});

describe('the quick exit setting', () => {
  it('is on until turned off, and is kept on this device', () => {
    expect(isQuickExitEnabled()).toBe(true);
    setQuickExitEnabled(false);
    expect(localStorage.getItem(QUICK_EXIT_SETTING_KEY)).toBe('off');
    expect(isQuickExitEnabled()).toBe(false);
    setQuickExitEnabled(true);
    expect(localStorage.getItem(QUICK_EXIT_SETTING_KEY)).toBeNull();
    expect(isQuickExitEnabled()).toBe(true);
  });

  it('tells subscribers of a change, until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeQuickExitSetting(listener);
    setQuickExitEnabled(false);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    setQuickExitEnabled(true);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('quickExit', () => {
  it('hides the page, forgets memory and the session, and replaces the page with the neutral site', () => {
    sessionStorage.setItem('waha.chunkReload', '1');
    localStorage.setItem('waha.signedIn', '1');
    const cleanup = vi.fn();
    const unregister = onQuickExit(cleanup);
    try {
      quickExit();
    } finally {
      unregister();
    }
    expect(document.documentElement.hidden).toBe(true);
    expect(cleanup).toHaveBeenCalledTimes(1);
    // The session is forgotten; only the mark that this tab left remains.
    expect(sessionStorage.getItem('waha.chunkReload')).toBeNull();
    expect(sessionStorage.length).toBe(1);
    expect(sessionStorage.getItem(LEFT_MARK_KEY)).toBe('1');
    // It does not log out or delete what is stored on the device.
    expect(localStorage.getItem('waha.signedIn')).toBe('1');
    expect(replace).toHaveBeenCalledWith(NEUTRAL_SITE);
  });

  it('still leaves when a cleanup fails', () => {
    const unregister = onQuickExit(() => {
      throw new Error('broken');
    });
    try {
      quickExit();
    } finally {
      unregister();
    }
    expect(replace).toHaveBeenCalledWith(NEUTRAL_SITE);
  });

  it('the neutral site is a plain https address', () => {
    expect(new URL(NEUTRAL_SITE).protocol).toBe('https:');
  });
});

describe('Back after a quick exit', () => {
  const arriveBy = (type: NavigationTimingType) =>
    vi
      .spyOn(performance, 'getEntriesByType')
      .mockReturnValue([{ type } as unknown as PerformanceEntry]);

  afterEach(() => {
    sessionStorage.clear();
    vi.restoreAllMocks();
  });

  it('leaves again at once when Back or Forward brings Waha back to this tab', () => {
    quickExit();
    replace.mockClear();
    document.documentElement.hidden = false;
    document.title = 'Content - Waha';
    arriveBy('back_forward');
    expect(leaveAgainIfReturned()).toBe(true);
    expect(document.documentElement.hidden).toBe(true);
    expect(document.title).toBe('');
    expect(replace).toHaveBeenCalledWith(NEUTRAL_SITE);
  });

  it('lets a fresh visit in (an address, a link, a reload) and forgets the mark', () => {
    quickExit();
    replace.mockClear();
    arriveBy('navigate');
    expect(leaveAgainIfReturned()).toBe(false);
    expect(sessionStorage.getItem(LEFT_MARK_KEY)).toBeNull();
    arriveBy('back_forward');
    expect(leaveAgainIfReturned()).toBe(false);
    expect(replace).not.toHaveBeenCalled();
  });

  it('does nothing in a tab that never left', () => {
    arriveBy('back_forward');
    expect(leaveAgainIfReturned()).toBe(false);
    expect(replace).not.toHaveBeenCalled();
  });
});

describe('Escape pressed three times', () => {
  it('leaves when the presses fall within the time window', () => {
    vi.useFakeTimers();
    const stop = listenForTripleEscape();
    pressEscape();
    vi.advanceTimersByTime(400);
    pressEscape();
    expect(replace).not.toHaveBeenCalled();
    vi.advanceTimersByTime(400);
    pressEscape();
    stop();
    expect(replace).toHaveBeenCalledWith(NEUTRAL_SITE);
  });

  it('does not leave when the presses are spread out', () => {
    vi.useFakeTimers();
    const stop = listenForTripleEscape();
    pressEscape();
    pressEscape();
    vi.advanceTimersByTime(ESCAPE_WINDOW_MS + 1);
    pressEscape();
    stop();
    expect(replace).not.toHaveBeenCalled();
  });

  it('counts a held key once', () => {
    const stop = listenForTripleEscape();
    pressEscape();
    pressEscape({ repeat: true });
    pressEscape({ repeat: true });
    stop();
    expect(replace).not.toHaveBeenCalled();
  });

  it('ignores an Escape that closes a dialog, and starts counting again', () => {
    const stop = listenForTripleEscape();
    pressEscape();
    pressEscape();
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    document.body.append(dialog);
    pressEscape();
    dialog.remove();
    pressEscape();
    expect(replace).not.toHaveBeenCalled();
    pressEscape();
    pressEscape();
    stop();
    expect(replace).toHaveBeenCalledTimes(1);
  });

  it('ignores an Escape that closes a popup list opened by its trigger', () => {
    const stop = listenForTripleEscape();
    const trigger = document.createElement('button');
    trigger.setAttribute('aria-haspopup', 'listbox');
    trigger.setAttribute('aria-expanded', 'true');
    document.body.append(trigger);
    pressEscape();
    pressEscape();
    pressEscape();
    trigger.setAttribute('aria-expanded', 'false');
    pressEscape();
    pressEscape();
    stop();
    expect(replace).not.toHaveBeenCalled();
  });

  it('does nothing when quick exit is turned off', () => {
    setQuickExitEnabled(false);
    const stop = listenForTripleEscape();
    pressEscape();
    pressEscape();
    pressEscape();
    stop();
    expect(replace).not.toHaveBeenCalled();
  });

  it('keeps one listener for several callers and stops with the last', () => {
    const stopFirst = listenForTripleEscape();
    const stopSecond = listenForTripleEscape();
    stopFirst();
    stopFirst();
    pressEscape();
    pressEscape();
    pressEscape();
    expect(replace).toHaveBeenCalledTimes(1);
    stopSecond();
    pressEscape();
    pressEscape();
    pressEscape();
    expect(replace).toHaveBeenCalledTimes(1);
  });

  it('ignores other keys', () => {
    const stop = listenForTripleEscape();
    for (let i = 0; i < 3; i += 1) {
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    }
    stop();
    expect(replace).not.toHaveBeenCalled();
  });
});
