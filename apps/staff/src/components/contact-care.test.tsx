import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n';
import ar from '../locales/ar/request.json';
import en from '../locales/en/request.json';
import { ContactCare } from './contact-care';

// Issue 41 (content review 3, §5 item 4): staff are reminded, beside each request, to contact the
// person safely, and, for someone under 18, to follow the organisation's rules for young people.

async function renderCare(age: number, language: 'en' | 'ar') {
  render(
    <I18nextProvider i18n={await createI18n(language)}>
      <ContactCare age={age} />
    </I18nextProvider>,
  );
}

describe('the notes beside a request', () => {
  it.each(['en', 'ar'] as const)('say how to contact an adult safely, in %s', async (language) => {
    const texts = { en, ar }[language].care;
    await renderCare(34, language);
    expect(screen.getByText(texts.safeContact)).toBeTruthy();
    expect(screen.queryByText(texts.minor)).toBeNull();
  });

  it.each(['en', 'ar'] as const)('add the rules for under-18s at 17, in %s', async (language) => {
    const texts = { en, ar }[language].care;
    await renderCare(17, language);
    expect(screen.getByText(texts.safeContact)).toBeTruthy();
    expect(screen.getByText(texts.minor)).toBeTruthy();
  });

  it('warn against naming therapy or Waha in a first message', () => {
    expect(en.care.safeContact).toMatch(/Do not mention therapy or Waha until they say it is safe/);
    expect(ar.care.safeContact).toMatch(/دون ذكر العلاج النفسي أو واحة/);
  });
});
