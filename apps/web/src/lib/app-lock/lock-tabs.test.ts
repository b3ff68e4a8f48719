import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { freshPage, signedInWithLock } from './test/lock-pages';

describe('the app lock across tabs', () => {
  afterEach(async () => {
    const { session } = await freshPage();
    await session.clearLocalSession();
    const { clearLockStore } = await import('./lock-store');
    await clearLockStore();
  });

  it('locks every tab when the person locks one, but an idle tab locks only itself', async () => {
    const { page: first } = await signedInWithLock();
    const second = await freshPage();
    expect(second.state.lockStatus()).toBe('locked');
    expect(await second.actions.unlock('2468')).toEqual({ kind: 'open' });

    // The idle time (or a page restored from history) locks only its own tab.
    await second.state.lockNow();
    expect(first.state.lockStatus()).toBe('open');
    expect(await second.actions.unlock('2468')).toEqual({ kind: 'open' });

    // "Lock now" and a quick exit lock them all.
    await first.state.lockEverywhere();
    expect(first.state.lockStatus()).toBe('locked');
    await vi.waitFor(() => expect(second.state.lockStatus()).toBe('locked'));
  });

  it('locks a tab opened before the lock was set, when the person locks', async () => {
    const before = await freshPage();
    expect(before.state.lockStatus()).toBe('off');
    const { page } = await signedInWithLock();
    await page.state.lockEverywhere();
    await vi.waitFor(() => expect(before.state.lockStatus()).toBe('locked'));
  });
});
