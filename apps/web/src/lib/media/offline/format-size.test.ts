import { describe, expect, it } from 'vitest';
import { testI18n } from '@/test/i18n';
import { formatSize } from './format-size';

describe('formatSize', () => {
  it('writes kilobytes and megabytes to one decimal, in Latin digits', async () => {
    const en = await testI18n('en');
    const ar = await testI18n('ar');
    const sizes = [999, 850_000, 1_000_000, 4_200_000, 12_345_678];
    expect(sizes.map((bytes) => formatSize(bytes, en))).toEqual([
      '1 kB',
      '850 kB',
      '1 MB',
      '4.2 MB',
      '12.3 MB',
    ]);
    // Arabic spells the unit out.
    expect(sizes.map((bytes) => formatSize(bytes, ar))).toEqual([
      '1 كيلوبايت',
      '850 كيلوبايت',
      '1 ميغابايت',
      '4.2 ميغابايت',
      '12.3 ميغابايت',
    ]);
  });
});
