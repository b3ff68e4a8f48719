import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useWakeLock } from './use-wake-lock';

/** A wake lock as browsers have it: each lock is let go when the page is hidden. */
class FakeSentinel extends EventTarget {
  released = false;
  readonly type = 'screen';
  release(): Promise<void> {
    if (!this.released) {
      this.released = true;
      this.dispatchEvent(new Event('release'));
    }
    return Promise.resolve();
  }
}

let requests: FakeSentinel[] = [];
let visibility: DocumentVisibilityState = 'visible';

function setVisibility(next: DocumentVisibilityState) {
  visibility = next;
  if (next === 'hidden') for (const lock of requests) void lock.release();
  document.dispatchEvent(new Event('visibilitychange'));
}

const held = () => requests.filter((lock) => !lock.released).length;

beforeEach(() => {
  requests = [];
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => visibility,
  });
  Object.defineProperty(navigator, 'wakeLock', {
    configurable: true,
    value: {
      request: () => {
        const lock = new FakeSentinel();
        requests.push(lock);
        return Promise.resolve(lock);
      },
    },
  });
});

afterEach(() => {
  Reflect.deleteProperty(document, 'visibilityState');
  Reflect.deleteProperty(navigator, 'wakeLock');
});

describe('useWakeLock', () => {
  it('holds the screen on while active, asks again each time the page is shown, and lets go at the end', async () => {
    const { rerender, unmount } = renderHook(({ active }) => useWakeLock(active), {
      initialProps: { active: true },
    });
    await act(() => Promise.resolve());
    expect(requests).toHaveLength(1);
    expect(held()).toBe(1);

    // Hidden: the browser lets go; shown again: a new request.
    await act(async () => setVisibility('hidden'));
    expect(held()).toBe(0);
    expect(requests).toHaveLength(1);
    await act(async () => setVisibility('visible'));
    expect(requests).toHaveLength(2);
    expect(held()).toBe(1);

    // Shown again while held: no second lock.
    await act(async () => setVisibility('visible'));
    expect(requests).toHaveLength(2);

    rerender({ active: false });
    await act(() => Promise.resolve());
    expect(held()).toBe(0);
    await act(async () => setVisibility('visible'));
    expect(requests).toHaveLength(2);
    unmount();
  });

  it('does not ask while the page is hidden', async () => {
    visibility = 'hidden';
    const { unmount } = renderHook(() => useWakeLock(true));
    await act(() => Promise.resolve());
    expect(requests).toHaveLength(0);
    await act(async () => setVisibility('visible'));
    expect(requests).toHaveLength(1);
    unmount();
    await act(() => Promise.resolve());
    expect(held()).toBe(0);
  });

  it('goes on without a wake lock where the browser has none or refuses it', async () => {
    Reflect.deleteProperty(navigator, 'wakeLock');
    const none = renderHook(() => useWakeLock(true));
    expect('wakeLock' in navigator).toBe(false);
    none.unmount();
    let refusals = 0;
    Object.defineProperty(navigator, 'wakeLock', {
      configurable: true,
      value: {
        request: () => {
          refusals += 1;
          return Promise.reject(new DOMException('refused', 'NotAllowedError'));
        },
      },
    });
    const refused = renderHook(() => useWakeLock(true));
    await act(() => Promise.resolve());
    expect(refusals).toBe(1);
    // Refused once, it is asked again when the page is shown again.
    await act(async () => setVisibility('visible'));
    expect(refusals).toBe(2);
    refused.unmount();
  });
});
