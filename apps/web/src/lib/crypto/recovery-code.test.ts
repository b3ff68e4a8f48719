import { describe, expect, it } from 'vitest';
import { InvalidRecoveryCodeError } from './errors';
import { generateRecoveryCode, parseRecoveryCode, recoveryCodeBytes } from './recovery-code';

const FORMAT = /^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){7}$/;
// 20 bytes 00 01 … 13 in Crockford base32 (checked with Python's base64.b32encode, alphabet
// mapped).
const KNOWN = '000G-40R4-0M30-E209-185G-R38E-1W81-24GK';

describe('recovery codes', () => {
  it('are 32 Crockford base32 characters in 8 groups of 4, all different', () => {
    const codes = new Set(Array.from({ length: 50 }, generateRecoveryCode));
    expect(codes.size).toBe(50);
    for (const code of codes) {
      expect(code).toMatch(FORMAT);
      expect(code).toHaveLength(39);
      expect(parseRecoveryCode(code)).toBe(code);
    }
  });

  it('carry exactly 20 bytes', () => {
    const bytes = recoveryCodeBytes(KNOWN);
    expect([...bytes]).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });

  it('are read the way people type them', () => {
    const variants = [
      KNOWN.toLowerCase(),
      KNOWN.replaceAll('-', ''),
      KNOWN.replaceAll('-', ' '),
      `  ${KNOWN.replaceAll('-', ' – ')}\n`,
      KNOWN.replaceAll('0', 'O').replaceAll('1', 'I'),
      KNOWN.replaceAll('0', 'o').replaceAll('1', 'l'),
      // Arabic-Indic digits for 0, 4 and 1, and full-width letters.
      KNOWN.replaceAll('0', '\u0660').replaceAll('4', '\u06f4').replaceAll('1', '\u0661'),
      KNOWN.replace('G', '\uff27'),
    ];
    for (const typed of variants) expect(parseRecoveryCode(typed), typed).toBe(KNOWN);
  });

  it('are refused for a wrong length or character', () => {
    for (const bad of [
      '',
      KNOWN.slice(0, -1),
      `${KNOWN}0`,
      KNOWN.replace('G', 'U'), // Crockford leaves out U
      KNOWN.replace('G', '*'),
      KNOWN.replace('G', 'ج'),
    ]) {
      expect(parseRecoveryCode(bad), bad).toBeNull();
    }
    expect(() => recoveryCodeBytes('K7QF')).toThrow(InvalidRecoveryCodeError);
  });
});
