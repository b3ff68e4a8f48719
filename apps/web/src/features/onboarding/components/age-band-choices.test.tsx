import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { AGE_BANDS } from '@/lib/onboarding/onboarding-answers';
import { testI18n } from '@/test/i18n';
import { useAgeBandLabel } from './age-band-choices';

async function labels(language: 'en' | 'ar'): Promise<string[]> {
  const i18n = await testI18n(language);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  );
  const { result } = renderHook(() => useAgeBandLabel(), { wrapper });
  return AGE_BANDS.map((band) => result.current(band));
}

describe('age band labels', () => {
  it('name each age in one band only (the ids keep the spec\'s "18-30")', async () => {
    expect(await labels('en')).toEqual([
      'Under 18',
      '18 to 29',
      '30 to 39',
      '40 to 49',
      '50 to 59',
      '60 to 69',
      '70 or older',
    ]);
    expect(await labels('ar')).toEqual([
      'أقل من 18',
      'من 18 إلى 29',
      'من 30 إلى 39',
      'من 40 إلى 49',
      'من 50 إلى 59',
      'من 60 إلى 69',
      '70 فأكثر',
    ]);
  });
});
