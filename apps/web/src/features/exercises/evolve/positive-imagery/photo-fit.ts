/** The longest side of a shrunk photo, then smaller steps if it is still too large. */
export const PHOTO_SIDES = [800, 640, 480, 360] as const;
/** The encoder's quality, stepping down at each size before the size itself goes down. */
export const PHOTO_QUALITIES = [0.82, 0.7, 0.58, 0.46] as const;

export interface Size {
  width: number;
  height: number;
}

/** A size within `maxSide` on its longer side, keeping the proportions (never enlarged). */
export function scaledSize({ width, height }: Size, maxSide: number): Size {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** Draws the photo at a size and encodes it at a quality, giving a data URL. */
export type EncodePhoto = (size: Size, quality: number) => Promise<string>;

/**
 * The first encoding, from the largest size and best quality down, whose data URL is at most
 * `limit` characters; null when even the smallest and plainest is too large.
 */
export async function fitPhoto(
  original: Size,
  encode: EncodePhoto,
  limit: number,
): Promise<string | null> {
  for (const side of PHOTO_SIDES) {
    const size = scaledSize(original, side);
    for (const quality of PHOTO_QUALITIES) {
      const url = await encode(size, quality);
      if (url.length <= limit) return url;
    }
  }
  return null;
}

export type ShrinkResult =
  { ok: true; image: string } | { ok: false; reason: 'unreadable' | 'tooLarge' };

/**
 * Shrinks a chosen photo on this device (createImageBitmap and a canvas), as WebP where the
 * browser can write it and JPEG otherwise, so that it fits one record. The file itself is never
 * sent anywhere; only the shrunk picture is kept, and it is encrypted before it is saved.
 */
export async function shrinkPhoto(file: File, limit: number): Promise<ShrinkResult> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  try {
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d');
    if (!context) return { ok: false, reason: 'unreadable' };
    const encode: EncodePhoto = async ({ width, height }, quality) => {
      canvas.width = width;
      canvas.height = height;
      // A transparent picture gets a white ground rather than JPEG's black.
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, width, height);
      context.drawImage(bitmap, 0, 0, width, height);
      const webp = canvas.toDataURL('image/webp', quality);
      return webp.startsWith('data:image/webp') ? webp : canvas.toDataURL('image/jpeg', quality);
    };
    const image = await fitPhoto(bitmap, encode, limit);
    return image ? { ok: true, image } : { ok: false, reason: 'tooLarge' };
  } catch {
    return { ok: false, reason: 'unreadable' };
  } finally {
    bitmap.close();
  }
}
