import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY, startLanguage, storeLanguage, storedLanguage } from './languages';

function clearChoice() {
  localStorage.clear();
  document.cookie = 'waha_lang=; Path=/; Max-Age=0';
}

describe('the language the app starts in', () => {
  afterEach(() => {
    clearChoice();
    vi.restoreAllMocks();
    window.history.replaceState(null, '', '/');
  });

  it('follows a shared link’s ?lang=, keeps it, and takes it out of the address', () => {
    storeLanguage('en');
    window.history.replaceState(null, '', '/exercises/?lang=ar&x=1#top');
    expect(startLanguage()).toBe('ar');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ar');
    expect(document.cookie).toContain('waha_lang=ar');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/exercises/?x=1#top',
    );
    // A later choice on the switch is not overruled by the link (it is gone from the address).
    storeLanguage('en');
    expect(startLanguage()).toBe('en');
  });

  it('follows the browser’s languages on a first visit, as the server does, and keeps Arabic', () => {
    clearChoice();
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ar-EG', 'en']);
    expect(startLanguage()).toBe('ar');
    expect(document.cookie).toContain('waha_lang=ar');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR', 'en-GB']);
    clearChoice();
    expect(startLanguage()).toBe('en');
    expect(document.cookie).not.toMatch(/waha_lang=\w/);
  });

  it('prefers the choice kept here (the cookie the server reads) to the browser’s languages', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ar']);
    storeLanguage('en');
    expect(storedLanguage()).toBe('en');
    expect(startLanguage()).toBe('en');
  });
});
