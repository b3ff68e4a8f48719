import { RECORD_MAX_CIPHERTEXT_LENGTH } from '@waha/shared/records';
import { describe, expect, it } from 'vitest';
import { encryptRecord } from '@/lib/crypto';
import { NOTE_MAX_LENGTH, PHOTO_MAX_DATA_URL_LENGTH } from './imagery-limits';
import { PHOTO_QUALITIES, PHOTO_SIDES, fitPhoto, scaledSize, type Size } from './photo-fit';

/** A fake encoder whose output grows with the pixels and the quality, recording each try. */
function fakeEncoder(bytesPerPixel: number) {
  const tries: { size: Size; quality: number }[] = [];
  const encode = async (size: Size, quality: number) => {
    tries.push({ size, quality });
    const length = Math.round(size.width * size.height * quality * bytesPerPixel);
    return `data:image/webp;base64,${'A'.repeat(length)}`;
  };
  return { encode, tries };
}

describe('shrinking a photo to fit one record', () => {
  it('keeps the proportions within the longest side and never enlarges', () => {
    expect(scaledSize({ width: 4000, height: 3000 }, 800)).toEqual({ width: 800, height: 600 });
    expect(scaledSize({ width: 1080, height: 1920 }, 800)).toEqual({ width: 450, height: 800 });
    expect(scaledSize({ width: 300, height: 200 }, 800)).toEqual({ width: 300, height: 200 });
  });

  it('takes the first size and quality that fit, stepping quality down before size', async () => {
    const { encode, tries } = fakeEncoder(0.5);
    const limit = 800 * 600 * 0.5 * 0.58 + 30;
    const url = await fitPhoto({ width: 4000, height: 3000 }, encode, limit);
    expect(url?.length).toBeLessThanOrEqual(limit);
    expect(tries.map((entry) => entry.quality)).toEqual([0.82, 0.7, 0.58]);
    expect(tries.every((entry) => entry.size.width === 800)).toBe(true);
  });

  it('goes down in size when no quality fits, and gives up below the smallest', async () => {
    const { encode, tries } = fakeEncoder(0.5);
    const fits = await fitPhoto({ width: 4000, height: 3000 }, encode, 480 * 360 * 0.5 * 0.7 + 30);
    expect(fits).not.toBeNull();
    expect(tries.at(-1)).toEqual({ size: { width: 480, height: 360 }, quality: 0.7 });

    const never = fakeEncoder(10);
    expect(await fitPhoto({ width: 4000, height: 3000 }, never.encode, 1000)).toBeNull();
    expect(never.tries).toHaveLength(PHOTO_SIDES.length * PHOTO_QUALITIES.length);
  });

  it('leaves room so that the largest photo with the longest note stays under the record limit', async () => {
    const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
      'encrypt',
    ]);
    const image = `data:image/jpeg;base64,${'A'.repeat(PHOTO_MAX_DATA_URL_LENGTH - 23)}`;
    expect(image).toHaveLength(PHOTO_MAX_DATA_URL_LENGTH);
    // A lone surrogate is written as \udxxx: the most bytes a character of a note can take.
    const note = '\ud800'.repeat(NOTE_MAX_LENGTH);
    const ciphertext = await encryptRecord(key, 'positive-imagery', `p-${crypto.randomUUID()}`, {
      picture: { source: 'photo', image },
      note,
      frame: 'strength',
      order: 1000,
      updatedAt: new Date().toISOString(),
    });
    expect(ciphertext.length).toBeLessThanOrEqual(RECORD_MAX_CIPHERTEXT_LENGTH);
  });
});
