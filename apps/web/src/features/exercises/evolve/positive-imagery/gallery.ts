/**
 * The gallery: calm illustrations drawn for Waha as small SVG files in `public/imagery/` (no faces,
 * no symbols, no words), loaded by the browser only when shown, never inlined into the script.
 * Their alt texts and short names are in the locale files (`gallery.<id>.name` / `.alt`).
 */
export const GALLERY = [
  'sunrise',
  'olive-branch',
  'sea-boat',
  'cup-of-tea',
  'birds',
  'forest-path',
  'window-plants',
  'desert-stars',
  'rain-leaves',
  'lantern',
  'river',
  'flowers-pot',
] as const;

export type GalleryPicture = (typeof GALLERY)[number];

/** The drawn size of every picture (its viewBox): set on the <img> so nothing shifts as it loads. */
export const PICTURE_WIDTH = 160;
export const PICTURE_HEIGHT = 120;

export function pictureSrc(id: GalleryPicture): string {
  return `/imagery/${id}.svg`;
}

export function isGalleryPicture(value: unknown): value is GalleryPicture {
  return typeof value === 'string' && (GALLERY as readonly string[]).includes(value);
}
