import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Modal } from '@/components/modal';
import { SaveBar } from '@/exercise-kit/components/save-bar';
import type { SaveOutcome } from '@/exercise-kit/records/save-outcome';
import { useAddressForm } from '@/lib/session/use-address-form';
import { Card } from '@/components/card';
import { FRAMES } from '../frames';
import type { Imagery } from '../use-imagery';
import { PictureImage, usePictureName } from './picture';
import { StageHeading } from './stage-heading';

export const EXERCISE_PATH = '/exercises/evolve/positive-imagery/exercise';

interface ReviewStepProps {
  imagery: Imagery;
  onPrevious: () => void;
  onSaved: (outcome: SaveOutcome) => void;
  onClosed: () => void;
  onRemoved: () => void;
}

type Confirm = 'close' | 'remove' | null;

/**
 * The three frames with their pictures and notes, and the completion of spec §4: save (a guest
 * is asked to register first), close without saving (asked first when something is unsaved) and
 * remove (asked first; deletes the saved pictures too).
 */
export function ReviewStep({ imagery, onPrevious, onSaved, onClosed, onRemoved }: ReviewStepProps) {
  const { t } = useTranslation('positive-imagery');
  const context = useAddressForm();
  const name = usePictureName(imagery.choice);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [failed, setFailed] = useState<'save' | 'remove' | null>(null);

  const save = async () => {
    try {
      setFailed(null);
      onSaved(await imagery.save());
    } catch {
      setFailed('save');
    }
  };

  const close = () => {
    if (imagery.unsaved) setConfirm('close');
    else onClosed();
  };

  const remove = async () => {
    setConfirm(null);
    try {
      setFailed(null);
      await imagery.remove();
      onRemoved();
    } catch {
      setFailed('remove');
    }
  };

  return (
    <Card gap={4}>
      <StageHeading>{t('review.heading')}</StageHeading>
      <p className="text-stone-800">{t('review.text', { context })}</p>
      {FRAMES.map((frame) => (
        <section
          key={frame}
          aria-labelledby={`frame-${frame}`}
          className="flex flex-col gap-3 rounded-2xl border-4 border-double border-oasis-200 bg-sand-100 p-4"
        >
          <h3 id={`frame-${frame}`} className="text-lg font-semibold text-oasis-900">
            {t(`frames.${frame}`)}
          </h3>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {imagery.choice.chosen
              .filter((item) => item.frame === frame)
              .map((item) => (
                <li key={item.key} className="flex flex-col gap-1">
                  <PictureImage item={item} />
                  <p className="font-semibold text-stone-900">{name(item)}</p>
                  <p className="whitespace-pre-wrap text-stone-800">
                    {item.note.trim() ? item.note : t('review.noNote')}
                  </p>
                </li>
              ))}
          </ul>
        </section>
      ))}
      <p role="alert" className="font-semibold text-red-800">
        {failed ? t(failed === 'save' ? 'review.saveError' : 'review.removeError') : null}
      </p>
      <SaveBar
        signedIn={imagery.records.signedIn}
        returnTo={EXERCISE_PATH}
        label={t('review.save')}
        onSave={() => void save()}
        busy={imagery.records.isSaving}
        busyLabel={t('review.saving')}
      >
        <Button variant="secondary" onClick={close}>
          {t('review.close')}
        </Button>
        <Button variant="secondary" onClick={() => setConfirm('remove')}>
          {t('review.remove')}
        </Button>
        <Button variant="quiet" onClick={onPrevious}>
          {t('review.previous')}
        </Button>
      </SaveBar>
      <Modal
        isOpen={confirm !== null}
        onOpenChange={(isOpen) => (isOpen ? undefined : setConfirm(null))}
        title={
          confirm === 'remove' ? t('review.confirmRemove.title') : t('review.confirmClose.title')
        }
      >
        <p className="text-stone-800">
          {confirm === 'remove' ? t('review.confirmRemove.text') : t('review.confirmClose.text')}
        </p>
        <div className="flex flex-wrap gap-3">
          <Button autoFocus onClick={() => setConfirm(null)}>
            {confirm === 'remove'
              ? t('review.confirmRemove.cancel')
              : t('review.confirmClose.cancel')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => (confirm === 'remove' ? void remove() : onClosed())}
          >
            {confirm === 'remove'
              ? t('review.confirmRemove.confirm')
              : t('review.confirmClose.confirm')}
          </Button>
        </div>
      </Modal>
    </Card>
  );
}
