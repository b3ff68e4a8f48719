import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { newPhotoKey } from '../choice';
import { MAX_PHOTOS, PHOTO_MAX_DATA_URL_LENGTH } from '../imagery-limits';
import { photoMemory } from '../photo-memory';
import { shrinkPhoto } from '../photo-fit';

type Status = 'idle' | 'shrinking' | 'added' | 'unreadable' | 'tooLarge' | 'tooMany';

interface PhotoInputProps {
  photoCount: number;
  /** A photo was shrunk and kept in memory under `key`. */
  onAdded: (key: string) => void;
}

/**
 * "Add a photo of your own": the file is read and shrunk on this device (photo-fit.ts); only the
 * shrunk picture is kept, in this page's memory, until it is saved encrypted with the rest.
 */
export function PhotoInput({ photoCount, onAdded }: PhotoInputProps) {
  const { t } = useTranslation('positive-imagery');
  const id = useId();
  const [status, setStatus] = useState<Status>('idle');

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    if (photoCount >= MAX_PHOTOS) {
      setStatus('tooMany');
      return;
    }
    setStatus('shrinking');
    const result = await shrinkPhoto(file, PHOTO_MAX_DATA_URL_LENGTH);
    if (!result.ok) {
      setStatus(result.reason);
      return;
    }
    const key = newPhotoKey();
    photoMemory.set(key, result.image);
    onAdded(key);
    setStatus('added');
  };

  const problem =
    status === 'unreadable' || status === 'tooLarge' || status === 'tooMany'
      ? t(`select.${status}`, { max: MAX_PHOTOS })
      : null;

  return (
    <div className="flex flex-col gap-2 rounded-2xl border border-stone-300 p-4">
      <label htmlFor={id} className="font-semibold text-oasis-900">
        {t('select.photoLabel')}
      </label>
      <p id={`${id}-hint`} className="text-stone-700">
        {t('select.photoHint')} {t('select.photoUnsaved')}
      </p>
      <input
        id={id}
        type="file"
        accept="image/*"
        aria-describedby={`${id}-hint`}
        disabled={status === 'shrinking'}
        onChange={(event) => void choose(event)}
        className="min-h-11 text-stone-800 file:me-3 file:min-h-11 file:rounded-xl file:border file:border-oasis-700 file:bg-white file:px-4 file:font-semibold file:text-oasis-800"
      />
      <p role="status" className="text-stone-800">
        {status === 'shrinking' ? t('select.shrinking') : null}
        {status === 'added' ? t('select.photoAdded') : null}
      </p>
      <p role="alert" className="font-semibold text-red-800">
        {problem}
      </p>
    </div>
  );
}
