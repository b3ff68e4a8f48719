import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { exerciseById, type Exercise } from '@/exercise-kit/catalogue';
import { exerciseMinutes } from '@/exercise-kit/media';
import { testI18n } from '@/test/i18n';
import { useDurationLabel } from './duration';

async function durationOf(language: 'en' | 'ar', exercise: Exercise) {
  const i18n = await testI18n(language);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  );
  const { result } = renderHook(() => useDurationLabel(), { wrapper });
  return result.current(exercise);
}

describe('the hub card duration', () => {
  it('puts an Arabic dual after "المدة:", never after "نحو" (the nominative "دقيقتان")', async () => {
    // Two minutes: the finger-breathing card's length when the review found "نحو دقيقتان".
    const twoMinutes: Exercise = { ...exerciseById('drawing'), estimateMinutes: 2 };
    expect(await durationOf('ar', twoMinutes)).toBe('المدة: دقيقتان تقريبًا');
    expect(await durationOf('en', twoMinutes)).toBe('About 2 minutes');
  });

  it('words other lengths in each plural form, in Latin digits', async () => {
    const breathing = exerciseById('guidedRelaxation');
    expect(exerciseMinutes(breathing, 'ar')).toBeGreaterThan(2);
    expect(await durationOf('ar', breathing)).toMatch(/^المدة: \d+ دقائق تقريبًا$/);
    expect(await durationOf('en', breathing)).toMatch(/^About \d+ minutes$/);
    expect(await durationOf('ar', exerciseById('drawing'))).toBe('المدة: 15 دقيقة تقريبًا');
    const minutes = (estimateMinutes: number): Exercise => ({
      ...exerciseById('drawing'),
      estimateMinutes,
    });
    expect(await durationOf('ar', minutes(1))).toBe('المدة: دقيقة واحدة تقريبًا');
    expect(await durationOf('ar', minutes(3))).toBe('المدة: 3 دقائق تقريبًا');
    expect(await durationOf('ar', minutes(100))).toBe('المدة: 100 دقيقة تقريبًا');
    expect(await durationOf('en', minutes(1))).toBe('About 1 minute');
    expect(await durationOf('en', minutes(15))).toBe('About 15 minutes');
  });
});
