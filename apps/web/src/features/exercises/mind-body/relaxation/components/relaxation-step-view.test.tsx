import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { testI18n } from '@/test/i18n';
import { RELAXATION_STEPS } from '../steps';
import { RelaxationStepView } from './relaxation-step-view';

async function renderStep(key: string, language: 'en' | 'ar' = 'en') {
  const step = RELAXATION_STEPS.find((s) => s.key === key);
  if (!step) throw new Error(key);
  const i18n = await testI18n(language);
  render(
    <I18nextProvider i18n={i18n}>
      <RelaxationStepView step={step} />
    </I18nextProvider>,
  );
}

function highlighted(): string[] {
  return [...screen.getByRole('img').querySelectorAll('[data-highlighted]')].map(
    (path) => path.getAttribute('data-region') ?? '',
  );
}

describe('RelaxationStepView', () => {
  it('shows the hands step: its instruction, the gentle note and the hands highlighted', async () => {
    await renderStep('hands');
    expect(screen.getByText(/Make a fist with both hands/)).toBeTruthy();
    expect(screen.getByText('Tense gently, and skip any part that hurts.')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'A drawing of a body with the hands highlighted' }));
    expect(highlighted()).toEqual(['hands']);
  });

  it('highlights the legs and feet in the legs step', async () => {
    await renderStep('legs');
    expect(highlighted()).toEqual(['thighs', 'lowerLegs', 'feet']);
  });

  it('asks for no tensing in the introduction, and shows the body at rest', async () => {
    await renderStep('intro');
    expect(screen.queryByText('Tense gently, and skip any part that hurts.')).toBeNull();
    expect(highlighted()).toEqual([]);
  });

  it('speaks Arabic', async () => {
    await renderStep('face', 'ar');
    expect(screen.getByRole('img', { name: 'رسم لجسد، مع تلوين الوجه' })).toBeTruthy();
    expect(screen.getByText('شدّ لطيف، مع تجاوز أي جزء يؤلمك.')).toBeTruthy();
  });
});
