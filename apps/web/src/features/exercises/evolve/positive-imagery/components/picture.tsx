import { useTranslation } from 'react-i18next';
import type { ChosenPicture, ImageryChoice } from '../choice';
import { PICTURE_HEIGHT, PICTURE_WIDTH, pictureSrc } from '../gallery';
import { photoMemory } from '../photo-memory';

/** A picture's short name: the gallery's, or "Your photo 2" by the order photos were added. */
export function usePictureName(
  choice: ImageryChoice,
): (item: Pick<ChosenPicture, 'key' | 'picture'>) => string {
  const { t } = useTranslation('positive-imagery');
  return (item) =>
    item.picture.source === 'gallery'
      ? t(`gallery.${item.picture.id}.name`)
      : t('select.photoName', { number: String(choice.photos.indexOf(item.key) + 1) });
}

interface PictureImageProps {
  item: Pick<ChosenPicture, 'key' | 'picture'>;
  /** Decorative (alt="") where the picture's name is written beside it. */
  decorative?: boolean;
  className?: string;
}

/**
 * A gallery picture (its SVG file, loaded lazily, with its alt text) or an own photo (from this
 * page's memory). Width and height are set so the layout does not move as it loads.
 */
export function PictureImage({ item, decorative = false, className = '' }: PictureImageProps) {
  const { t } = useTranslation('positive-imagery');
  const { picture } = item;
  const src = picture.source === 'gallery' ? pictureSrc(picture.id) : photoMemory.get(item.key);
  const alt = picture.source === 'gallery' ? t(`gallery.${picture.id}.alt`) : t('select.photoAlt');
  return (
    <img
      src={src}
      alt={decorative ? '' : alt}
      width={PICTURE_WIDTH}
      height={PICTURE_HEIGHT}
      loading="lazy"
      decoding="async"
      className={`aspect-[4/3] w-full rounded-xl bg-stone-100 object-cover ${className}`}
    />
  );
}
