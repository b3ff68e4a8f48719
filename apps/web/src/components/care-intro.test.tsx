import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { testI18n } from '@/test/i18n';
import { CareIntro } from './care-intro';

async function renderCare(language: 'en' | 'ar') {
  const i18n = await testI18n(language);
  render(
    <I18nextProvider i18n={i18n}>
      <CareIntro>
        <p>Skip any part that hurts.</p>
      </CareIntro>
    </I18nextProvider>,
  );
}

describe('CareIntro', () => {
  it('says one can stop, what to do if it feels uncomfortable, and how to do it with someone', async () => {
    await renderCare('en');
    const section = screen.getByRole('region', { name: 'Before you start' });
    expect(section.textContent).toContain('You can pause or stop at any time.');
    expect(section.textContent).toContain('open your eyes, look around you and breathe normally');
    expect(section.textContent).toContain('Doing this with someone?');
    expect(section.textContent).toContain('local emergency services');
    // The exercise's own caution comes first, before the general words.
    expect(section.querySelector('p')?.textContent).toBe('Skip any part that hurts.');
  });

  it('gives no phone number', async () => {
    await renderCare('en');
    expect(screen.getByRole('region').textContent).not.toMatch(/\d{3}/);
  });

  it('speaks Arabic', async () => {
    await renderCare('ar');
    const section = screen.getByRole('region', { name: 'قبل البدء' });
    expect(section.textContent).toContain('يمكنك الإيقاف المؤقت أو التوقف في أي وقت.');
  });
});
