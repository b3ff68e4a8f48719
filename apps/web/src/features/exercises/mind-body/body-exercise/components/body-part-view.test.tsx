import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { testI18n } from '@/test/i18n';
import { BODY_PARTS } from '../parts';
import { BodyPartView } from './body-part-view';

async function renderPart(key: string, language: 'en' | 'ar' = 'en') {
  const part = BODY_PARTS.find((p) => p.key === key);
  if (!part) throw new Error(key);
  const i18n = await testI18n(language);
  render(
    <I18nextProvider i18n={i18n}>
      <BodyPartView part={part} />
    </I18nextProvider>,
  );
}

describe('BodyPartView', () => {
  it('highlights the feet and says the words of that part', async () => {
    await renderPart('feet');
    const figure = screen.getByRole('img', {
      name: 'A drawing of a body with this part highlighted: Feet',
    });
    expect(figure.querySelector('[data-highlighted]')?.getAttribute('data-region')).toBe('feet');
    expect(screen.getByText('Bring your attention to your feet.')).toBeTruthy();
    expect(screen.getByText('Notice the ground beneath them. Is it warm or cool?')).toBeTruthy();
  });

  it('shows the upper back from behind, and says so', async () => {
    await renderPart('back');
    const figure = screen.getByRole('img');
    expect(figure.getAttribute('data-view')).toBe('back');
    expect(screen.getByText('Seen from behind')).toBeTruthy();
  });

  it('names the figure at rest on arrival and whole at the end', async () => {
    await renderPart('arrive');
    expect(screen.getByRole('img', { name: 'A drawing of a body at rest' })).toBeTruthy();
    expect(screen.getByText('You can pause or stop at any time.')).toBeTruthy();
  });

  it('speaks Arabic', async () => {
    await renderPart('wholeBody', 'ar');
    expect(screen.getByRole('img', { name: 'رسم لجسد، مع تلوين الجسد كلّه' })).toBeTruthy();
  });
});
