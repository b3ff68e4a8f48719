import { afterEach, describe, expect, it, vi } from 'vitest';
import { draftStorageKey, forgetDrafts } from './session-drafts';

describe('session drafts', () => {
  afterEach(() => sessionStorage.clear());

  it('forgets every unsaved draft of the tab and keeps the steps reached', () => {
    sessionStorage.setItem(draftStorageKey('reflection.relaxation'), 'WahaE2EPlaintext a');
    sessionStorage.setItem(draftStorageKey('diary'), 'WahaE2EPlaintext b');
    sessionStorage.setItem('waha.flow.relaxation', '{"stage":"reflection"}');
    forgetDrafts();
    expect(sessionStorage.getItem(draftStorageKey('reflection.relaxation'))).toBeNull();
    expect(sessionStorage.getItem(draftStorageKey('diary'))).toBeNull();
    expect(sessionStorage.getItem('waha.flow.relaxation')).toBe('{"stage":"reflection"}');
  });
});

describe('logging out', () => {
  afterEach(() => {
    sessionStorage.clear();
    vi.unstubAllGlobals();
  });

  it('forgets the unsaved drafts, even when the server cannot be reached', async () => {
    const { signOut } = await import('./session');
    for (const answer of [
      () => Promise.resolve(Response.json({})),
      () => Promise.reject(new TypeError('offline')),
    ]) {
      sessionStorage.setItem(draftStorageKey('diary'), 'WahaE2EPlaintext typed');
      vi.stubGlobal('fetch', vi.fn(answer));
      await signOut().catch(() => undefined);
      expect(sessionStorage.getItem(draftStorageKey('diary'))).toBeNull();
    }
  });
});
