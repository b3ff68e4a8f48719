import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { useAddressForm } from '@/lib/session/use-address-form';
import { Card } from '@/components/card';
import { updateChosen } from '../choice';
import { FRAMES, emptyFrames, type Frame } from '../frames';
import type { Imagery } from '../use-imagery';
import { PictureImage, usePictureName } from './picture';
import { StageHeading } from './stage-heading';

interface FramesStepProps {
  imagery: Imagery;
  onPrevious: () => void;
  onNext: () => void;
}

/** The frame names in the interface language, joined as a list ("my strength and I like this"). */
export function useFrameList(): (frames: readonly Frame[]) => string {
  const { t, i18n } = useTranslation('positive-imagery');
  const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' });
  const [open, close] = i18n.language === 'ar' ? ['«', '»'] : ['“', '”'];
  return (frames) => list.format(frames.map((frame) => `${open}${t(`frames.${frame}`)}${close}`));
}

/**
 * Sorting each chosen picture into one of the three frames, by a radio group per picture (keyboard
 * and touch alike). Next is refused, with the empty frames named, until each frame has a picture.
 */
export function FramesStep({ imagery, onPrevious, onNext }: FramesStepProps) {
  const { t } = useTranslation('positive-imagery');
  const context = useAddressForm();
  const { choice, update } = imagery;
  const name = usePictureName(choice);
  const frameList = useFrameList();
  const [missing, setMissing] = useState<Frame[]>([]);
  const message = useRef<HTMLParagraphElement>(null);

  const next = () => {
    const empty = emptyFrames(choice.chosen);
    setMissing(empty);
    if (empty.length > 0) {
      message.current?.focus();
      return;
    }
    onNext();
  };

  return (
    <Card gap={4}>
      <StageHeading>{t('frames.heading')}</StageHeading>
      <p className="text-stone-800">{t('frames.text', { context })}</p>
      <ul className="flex flex-col gap-3">
        {choice.chosen.map((item) => (
          <li key={item.key} className="flex gap-3 rounded-xl border border-stone-200 p-3">
            <div className="w-24 shrink-0">
              <PictureImage item={item} decorative />
            </div>
            <fieldset className="flex grow flex-col gap-1">
              <legend className="mb-1 font-semibold text-oasis-900">
                {t('frames.frameOf', { name: name(item) })}
              </legend>
              {FRAMES.map((frame) => (
                <label
                  key={frame}
                  className="flex min-h-11 items-center gap-2 rounded-xl px-1 text-stone-900 has-[:checked]:bg-oasis-50 has-[:checked]:font-semibold"
                >
                  <input
                    type="radio"
                    name={`frame-${item.key}`}
                    value={frame}
                    checked={item.frame === frame}
                    onChange={() => {
                      setMissing([]);
                      update((current) => updateChosen(current, item.key, { frame }));
                    }}
                    className="size-5 shrink-0 accent-oasis-700"
                  />
                  {t(`frames.${frame}`)}
                </label>
              ))}
            </fieldset>
          </li>
        ))}
      </ul>
      <p
        ref={message}
        tabIndex={-1}
        role="alert"
        className="font-semibold text-red-800 outline-none"
      >
        {missing.length > 0
          ? t('frames.empty', { count: missing.length, frames: frameList(missing) })
          : null}
      </p>
      <div className="flex flex-wrap gap-3">
        <Button onClick={next}>{t('frames.next')}</Button>
        <Button variant="secondary" onClick={onPrevious}>
          {t('frames.previous')}
        </Button>
      </div>
    </Card>
  );
}
