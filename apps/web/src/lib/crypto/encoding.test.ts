import { derivedKeySchema } from '@waha/shared';
import { describe, expect, it } from 'vitest';
import { base64ToBytes, bytesToBase64, concatBytes, utf8Decode, utf8Encode } from './encoding';

describe('base64', () => {
  it('writes standard, padded base64, as Node does', () => {
    for (let length = 0; length <= 70; length++) {
      const bytes = Uint8Array.from({ length }, (_, i) => (i * 89 + 251) % 256);
      const encoded = bytesToBase64(bytes);
      expect(encoded).toBe(Buffer.from(bytes).toString('base64'));
      expect(encoded).toMatch(/^[A-Za-z0-9+/]*={0,2}$/);
      expect([...base64ToBytes(encoded)]).toEqual([...bytes]);
    }
  });

  it('is what the server accepts for a 32-byte key', () => {
    const key = bytesToBase64(new Uint8Array(32).fill(0xfb));
    expect(derivedKeySchema.safeParse(key).success).toBe(true);
  });

  it('encodes large inputs', () => {
    const bytes = new Uint8Array(300_000).map((_, i) => i % 256);
    expect(bytesToBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
  });

  it('rejects anything but standard padded base64', () => {
    for (const bad of ['abc', 'ab-_', 'YQ', 'Y===', 'a b=', '====']) {
      expect(() => base64ToBytes(bad), bad).toThrow(TypeError);
    }
  });
});

describe('utf8', () => {
  it('round-trips Arabic and emoji, and refuses invalid bytes', () => {
    const text = 'واحة 🌴 oasis';
    expect(utf8Decode(utf8Encode(text))).toBe(text);
    expect(() => utf8Decode(new Uint8Array([0xff, 0xfe]))).toThrow();
  });

  it('concatenates', () => {
    expect([...concatBytes(new Uint8Array([1]), new Uint8Array([2, 3]))]).toEqual([1, 2, 3]);
  });
});
