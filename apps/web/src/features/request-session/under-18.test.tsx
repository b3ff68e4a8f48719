import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import ar from '@/locales/ar/request-session.json';
import en from '@/locales/en/request-session.json';
import { testI18n } from '@/test/i18n';
import { RequestSessionScreen } from './request-session-screen';

// Issue 41 (content review 3, §5 item 4): the form accepts ages from 10; the age field tells
// someone under 18 that they can fill it in with an adult they trust.

describe('the age field of the session request', () => {
  it.each([
    ['en', en, /under 18.*parent or another adult you trust/],
    ['ar', ar, /أقل من 18 سنة.*أحد والديك أو شخص بالغ آخر موثوق به/],
  ] as const)('speaks to someone under 18, in %s', async (language, texts, words) => {
    render(
      <I18nextProvider i18n={await testI18n(language)}>
        <RequestSessionScreen />
      </I18nextProvider>,
    );
    const age = screen.getByRole('textbox', { name: texts.age.label });
    expect(age.getAttribute('aria-describedby')).toBeTruthy();
    const hint = (age.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    expect(hint).toMatch(words);
  });
});
