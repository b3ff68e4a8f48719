import { describe, expect, it } from 'vitest';
import { pageLanguage, primaryLanguageRanges } from './page-language';

describe('the language a page is in', () => {
  it('follows a link’s ?lang= first, and keeps it unless the cookie says so already', () => {
    expect(pageLanguage({ link: 'ar', cookie: 'en', browser: 'en' })).toEqual({
      language: 'ar',
      from: 'link',
      keep: true,
    });
    expect(pageLanguage({ link: 'ar', cookie: 'ar' })).toMatchObject({
      language: 'ar',
      keep: false,
    });
  });

  it('then the choice on this device: the cookie, else the browser’s copy (kept again)', () => {
    expect(pageLanguage({ link: 'fr', cookie: 'ar', browser: 'en' })).toEqual({
      language: 'ar',
      from: 'cookie',
      keep: false,
    });
    expect(pageLanguage({ cookie: null, device: 'ar', browser: 'en' })).toEqual({
      language: 'ar',
      from: 'device',
      keep: true,
    });
  });

  it('then, on a first visit, the browser’s languages; else English, keeping nothing', () => {
    expect(pageLanguage({ browser: 'ar' })).toEqual({
      language: 'ar',
      from: 'browser',
      keep: true,
    });
    expect(pageLanguage({ browser: 'en' })).toEqual({
      language: 'en',
      from: 'default',
      keep: false,
    });
    expect(pageLanguage({ cookie: '../../etc', device: 'xx' })).toEqual({
      language: 'en',
      from: 'default',
      keep: false,
    });
  });

  it('reads a browser’s regional languages as their language', () => {
    expect(primaryLanguageRanges('ar-SA,ar;q=0.9, en-US;q=0.8,*;q=0.1')).toBe(
      'ar, ar;q=0.9, en;q=0.8, *;q=0.1',
    );
  });
});
