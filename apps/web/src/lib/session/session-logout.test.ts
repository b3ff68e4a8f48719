import { afterEach, describe, expect, it, vi } from 'vitest';
import { loggedOutHere, signOut } from './session';

describe('a log out on this page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is remembered, so that a late "session expired" answer is not reported', async () => {
    // The server cannot be reached: the device is cleared all the same.
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    expect(loggedOutHere()).toBe(false);
    await signOut().catch(() => undefined);
    expect(loggedOutHere()).toBe(true);
  });
});
