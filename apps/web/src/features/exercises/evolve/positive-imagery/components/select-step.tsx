import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { useAddressForm } from '@/lib/session/use-address-form';
import { Card } from '@/components/card';
import { galleryKey, toggle, updateChosen, type ChosenPicture } from '../choice';
import { GALLERY } from '../gallery';
import { NOTE_MAX_LENGTH } from '../imagery-limits';
import type { Imagery } from '../use-imagery';
import { PhotoInput } from './photo-input';
import { PictureImage, usePictureName } from './picture';
import { StageHeading } from './stage-heading';

interface SelectStepProps {
  imagery: Imagery;
  focusHeading: boolean;
  onNext: () => void;
}

/** Choosing pictures (the gallery and own photos), with a note on each chosen one. */
export function SelectStep({ imagery, focusHeading, onNext }: SelectStepProps) {
  const { t } = useTranslation('positive-imagery');
  const context = useAddressForm();
  const { choice, update } = imagery;
  const name = usePictureName(choice);
  const [tooFew, setTooFew] = useState(false);
  const message = useRef<HTMLParagraphElement>(null);

  const options: Pick<ChosenPicture, 'key' | 'picture'>[] = [
    ...GALLERY.map((id) => ({ key: galleryKey(id), picture: { source: 'gallery' as const, id } })),
    ...choice.photos.map((key) => ({ key, picture: { source: 'photo' as const } })),
  ];
  const isChosen = (key: string) => choice.chosen.some((item) => item.key === key);

  const next = () => {
    if (choice.chosen.length < 3) {
      setTooFew(true);
      message.current?.focus();
      return;
    }
    onNext();
  };

  return (
    <Card gap={4}>
      <StageHeading focus={focusHeading}>{t('select.heading')}</StageHeading>
      <p className="text-stone-800">{t('select.text', { context })}</p>
      <ul aria-label={t('select.galleryLabel')} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {options.map((option) => (
          <li key={option.key} className="flex flex-col gap-1">
            <PictureImage item={option} />
            <label className="flex min-h-11 items-center gap-2 rounded-xl px-1 text-stone-900 has-[:checked]:bg-oasis-50 has-[:checked]:font-semibold">
              <input
                type="checkbox"
                checked={isChosen(option.key)}
                onChange={() => {
                  setTooFew(false);
                  update((current) => toggle(current, option.picture, option.key));
                }}
                className="size-5 shrink-0 accent-oasis-700"
              />
              {name(option)}
            </label>
          </li>
        ))}
      </ul>
      <PhotoInput
        photoCount={choice.photos.length}
        onAdded={(key) =>
          update((current) =>
            toggle({ ...current, photos: [...current.photos, key] }, { source: 'photo' }, key),
          )
        }
      />
      <h3 className="text-lg font-semibold text-oasis-900">{t('select.chosenHeading')}</h3>
      <p role="status" className="text-stone-800">
        {choice.chosen.length === 0
          ? t('select.noneChosen')
          : t('select.chosenCount', { count: choice.chosen.length })}
      </p>
      <ul className="flex flex-col gap-3">
        {choice.chosen.map((item) => (
          <li key={item.key} className="flex gap-3 rounded-xl border border-stone-200 p-3">
            <div className="w-24 shrink-0">
              <PictureImage item={item} decorative />
            </div>
            <div className="flex grow flex-col gap-1">
              <label htmlFor={`note-${item.key}`} className="font-semibold text-oasis-900">
                {t('select.noteLabel', { name: name(item) })}
              </label>
              <textarea
                id={`note-${item.key}`}
                value={item.note}
                maxLength={NOTE_MAX_LENGTH}
                rows={2}
                placeholder={t('select.noteHint')}
                onChange={(event) => {
                  const note = event.target.value;
                  update((current) => updateChosen(current, item.key, { note }));
                }}
                className="w-full rounded-xl border border-stone-400 p-2 text-stone-900"
              />
            </div>
          </li>
        ))}
      </ul>
      <p
        ref={message}
        tabIndex={-1}
        role="alert"
        className="font-semibold text-red-800 outline-none"
      >
        {tooFew ? t('select.tooFew') : null}
      </p>
      <div>
        <Button onClick={next}>{t('select.next')}</Button>
      </div>
    </Card>
  );
}
