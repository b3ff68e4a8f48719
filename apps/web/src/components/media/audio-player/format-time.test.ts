import { describe, expect, it } from 'vitest';
import { formatRate, formatTime } from './format-time';

describe('formatTime', () => {
  it.each([
    [0, '0:00'],
    [5, '0:05'],
    [9.99, '0:09'],
    [59, '0:59'],
    [60, '1:00'],
    [65, '1:05'],
    [73, '1:13'],
    [208, '3:28'],
    [600, '10:00'],
    [3599.9, '59:59'],
    [3600, '60:00'],
  ])('writes %s s as %s', (seconds, expected) => {
    expect(formatTime(seconds)).toBe(expected);
  });

  it.each([-3, Number.NaN, Number.POSITIVE_INFINITY])('writes %s as 0:00', (seconds) => {
    expect(formatTime(seconds)).toBe('0:00');
  });
});

describe('formatRate', () => {
  it('writes each speed with Latin digits, at most two decimals', () => {
    expect([0.75, 1, 1.25, 1.5, 2].map((rate) => formatRate(rate))).toEqual([
      '0.75',
      '1',
      '1.25',
      '1.5',
      '2',
    ]);
    expect(formatRate(1.333333)).toBe('1.33');
  });
});
