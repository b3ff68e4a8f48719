import { randomBytes } from './encoding';
import type { Bytes } from './encoding';
import { InvalidRecoveryCodeError } from './errors';

/**
 * Recovery codes: 20 random bytes (160 bits) written in Crockford's base32, 32 characters shown
 * as 8 groups of 4 ("K7QF-2M9X-…"). Crockford's alphabet leaves out I, L, O and U, so what is
 * written down by hand reads back unambiguously; the confusable letters are read as the digits
 * they look like.
 */
export const RECOVERY_CODE_BYTES = 20;
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CODE_LENGTH = (RECOVERY_CODE_BYTES * 8) / 5;
const GROUP_LENGTH = 4;

const CONFUSABLES: Readonly<Record<string, string>> = { O: '0', I: '1', L: '1' };
// People copying a code on an Arabic or Persian keyboard may type its digits in those scripts.
// Both runs of ten start at a multiple of 16, so the low four bits are the digit's value.
const EASTERN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;
// Spaces of any kind, and dashes of any kind (note apps turn "-" into "–" or "‐").
const SEPARATORS = /[\s\-\u2010-\u2015\u2212]/g;

function encode(bytes: Uint8Array): string {
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      out += ALPHABET[(buffer >> bits) & 31];
    }
    buffer &= (1 << bits) - 1;
  }
  return out;
}

function decode(chars: string): Bytes {
  const out = new Uint8Array(RECOVERY_CODE_BYTES);
  let buffer = 0;
  let bits = 0;
  let index = 0;
  for (const char of chars) {
    buffer = (buffer << 5) | ALPHABET.indexOf(char);
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      out[index++] = (buffer >> bits) & 255;
    }
    buffer &= (1 << bits) - 1;
  }
  return out;
}

function group(chars: string): string {
  return chars.match(new RegExp(`.{${GROUP_LENGTH}}`, 'g'))?.join('-') ?? chars;
}

/** The bare 32 characters of a code, or null when it is not one. */
function canonicalChars(input: string): string | null {
  const chars = input
    .normalize('NFKC')
    .replace(EASTERN_DIGITS, (digit) => String(digit.charCodeAt(0) & 0xf))
    .replace(SEPARATORS, '')
    .toUpperCase()
    .replace(/[OIL]/g, (char) => CONFUSABLES[char] ?? char);
  if (chars.length !== CODE_LENGTH) return null;
  for (const char of chars) if (!ALPHABET.includes(char)) return null;
  return chars;
}

/** A new random recovery code, grouped for display. */
export function generateRecoveryCode(): string {
  return group(encode(randomBytes(RECOVERY_CODE_BYTES)));
}

/**
 * Reads a recovery code as a person may type it: any case, with or without dashes or spaces,
 * O for 0 and I or L for 1. Returns it in its display form, or null for a wrong length or
 * character.
 */
export function parseRecoveryCode(input: string): string | null {
  const chars = canonicalChars(input);
  return chars === null ? null : group(chars);
}

/** The 20 secret bytes of a code; throws `InvalidRecoveryCodeError` for text that is not one. */
export function recoveryCodeBytes(code: string): Bytes {
  const chars = canonicalChars(code);
  if (chars === null) throw new InvalidRecoveryCodeError();
  return decode(chars);
}
