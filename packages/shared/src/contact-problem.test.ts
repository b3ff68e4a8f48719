import { describe, expect, it } from 'vitest';
import { contactProblem } from '@waha/shared/session-request';

describe('contactProblem for a phone number', () => {
  it.each(['+90 555 123 4567', '0555-123-4567', '٠٥٥٥١٢٣٤٥٦٧', '+44.20.7946.0958'])(
    'accepts %s',
    (phone) => {
      expect(contactProblem('phone', phone)).toBeNull();
    },
  );

  it.each(['12345', '1234567890123456', '+90  555', '555--123-4567', '555 123x'])(
    'refuses %s',
    (phone) => {
      expect(contactProblem('phone', phone)).toBe('invalidPhone');
    },
  );

  it('refuses a long wrong number at once (the pattern cannot backtrack exponentially)', () => {
    const started = performance.now();
    for (const length of [30, 60, 250]) {
      expect(contactProblem('phone', `${'1'.repeat(length)}x`)).toBe('invalidPhone');
      expect(contactProblem('phone', `${'1 '.repeat(length / 2)}x`)).toBe('invalidPhone');
    }
    expect(performance.now() - started).toBeLessThan(50);
  });
});
