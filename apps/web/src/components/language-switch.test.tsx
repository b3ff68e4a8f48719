import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { LANGUAGE_STORAGE_KEY, storedLanguage } from '@/lib/i18n/languages';
import { LanguageSwitch } from './language-switch';

beforeAll(async () => {
  await initI18n('en');
});

describe('LanguageSwitch', () => {
  it('switches English ⇄ Arabic, sets <html lang dir> and remembers the choice', async () => {
    const user = userEvent.setup();
    render(<LanguageSwitch />);
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');

    await user.click(screen.getByRole('button', { name: 'العربية' }));
    // Switching loads the Arabic texts first, so it completes a moment later.
    await waitFor(() => expect(i18n.language).toBe('ar'));
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ar');
    expect(storedLanguage()).toBe('ar');
    expect(document.cookie).toContain('waha_lang=ar');
    const back = await screen.findByRole('button', { name: 'English' });
    expect(back.textContent).toBe('English');
    expect(back.getAttribute('lang')).toBe('en');

    await user.click(back);
    await waitFor(() => expect(document.documentElement.dir).toBe('ltr'));
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });

  // WCAG 2.5.3 (label in name): whoever sees "العربية" or "English" can say it to speech
  // control, so the accessible name holds the visible word; what it does comes as the description.
  it.each([
    ['en', 'العربية', 'Switch the language to Arabic'],
    ['ar', 'English', 'غيّر اللغة إلى الإنجليزية'],
  ] as const)('in %s, is named by the word it shows: %s', async (language, shown, description) => {
    await act(() => i18n.changeLanguage(language));
    render(<LanguageSwitch />);
    const button = screen.getByRole('button');
    expect(button.textContent).toBe(shown);
    expect(
      screen.getByRole('button', { name: (name) => name.startsWith(button.textContent ?? '?') }),
    ).toBe(button);
    expect(screen.getByRole('button', { name: shown, description })).toBe(button);
  });

  it('falls back to English for a stored value that is not a language', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    expect(storedLanguage()).toBe('en');
  });

  it('falls back to the language cookie when storage has none', () => {
    document.cookie = 'waha_lang=ar; Path=/';
    expect(storedLanguage()).toBe('ar');
    document.cookie = 'waha_lang=xx; Path=/';
    expect(storedLanguage()).toBe('en');
  });

  it('starts in the stored language', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ar');
    await act(() => i18n.changeLanguage(storedLanguage()));
    expect(document.documentElement.dir).toBe('rtl');
  });
});
