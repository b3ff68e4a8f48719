import { SERVER_DATA_ELEMENT_ID } from '@waha/shared/server-data';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '../i18n/languages';
import {
  LANGUAGE_KEY,
  NEUTRAL_SITES,
  SERVER_DATA_ID,
  quickExit,
  quickExitTarget,
} from './quick-exit';

function serveOrgQuickExit(quickExit: Record<string, string>) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = SERVER_DATA_ELEMENT_ID;
  block.textContent = JSON.stringify({ org: { sessionRequests: {}, quickExit } });
  document.head.append(block);
}

describe('where quick exit goes', () => {
  afterEach(() => {
    document.getElementById(SERVER_DATA_ELEMENT_ID)?.remove();
    document.documentElement.lang = '';
    document.documentElement.hidden = false;
    vi.restoreAllMocks();
  });

  it('follows the interface language: the one chosen on this device, else the page’s', () => {
    expect(quickExitTarget()).toBe(NEUTRAL_SITES.en);
    document.documentElement.lang = 'ar';
    expect(quickExitTarget()).toBe(NEUTRAL_SITES.ar);
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    expect(quickExitTarget()).toBe(NEUTRAL_SITES.en);
  });

  it('goes to the organisation’s page for the language when it set one', () => {
    serveOrgQuickExit({ en: 'https://news.example/', ar: 'https://weather.example/ar' });
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ar');
    expect(quickExitTarget()).toBe('https://weather.example/ar');
    const replace = vi.fn();
    vi.spyOn(window.location, 'replace').mockImplementation(replace);
    quickExit();
    expect(replace).toHaveBeenCalledWith('https://weather.example/ar');
  });

  it('never leaves for anything but https, whatever the page says', () => {
    serveOrgQuickExit({ en: 'javascript:alert(1)', ar: 'http://plain.example/' });
    expect(quickExitTarget()).toBe(NEUTRAL_SITES.en);
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ar');
    expect(quickExitTarget()).toBe(NEUTRAL_SITES.ar);
  });

  it('reads the same storage key and data block as the app', () => {
    expect(LANGUAGE_KEY).toBe(LANGUAGE_STORAGE_KEY);
    expect(SERVER_DATA_ID).toBe(SERVER_DATA_ELEMENT_ID);
  });
});
