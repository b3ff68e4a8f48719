import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '@/components/button';
import { Page } from '@/components/page';
import { PendingView } from '@/components/pending-view';
import { CompletionCard } from '@/exercise-kit/components/completion-card';
import { exerciseById } from '@/exercise-kit/catalogue';
import { useAddressForm } from '@/lib/session/use-address-form';
import { Card } from '@/components/card';
import { ColourPalette } from '../components/colour-palette';
import { ConfirmClearDialog } from '../components/confirm-clear-dialog';
import { OptionGroup } from '../components/option-group';
import type { ColourId } from '../palette';
import { EMPTY_COLOURING, colouredCount, fillRegion, undoLast, type Colouring } from './colouring';
import { PictureSvg } from './components/picture-svg';
import { PICTURES, PICTURE_IDS, type PictureId } from './pictures';
import { useColouringProgress } from './use-colouring-progress';

/**
 * /exercises/mind-body/drawing/mandala: colour a mandala freely, or a picture by numbers where
 * each number takes its own colour. Progress is kept per picture; "undo last" and "clear all"
 * (spec §4). Once every part is coloured, the kit's completion card shows under the finished
 * picture (which stays kept): Finish goes to the hub, Repeat clears the picture after asking.
 */
export function MandalaScreen() {
  const { t } = useTranslation(['mandala', 'drawing']);
  const context = useAddressForm();
  const { progress, isPending, loadFailed, saveFailed, latest, save } = useColouringProgress();
  const [pictureId, setPictureId] = useState<PictureId>('lotus');
  const [colour, setColour] = useState<ColourId>('sea');
  const [feedback, setFeedback] = useState('');
  /** What the confirmation is for: "clear all", or Repeat on the completion card. */
  const [confirming, setConfirming] = useState<'clear' | 'repeat' | null>(null);
  /** The picture was just finished by the person's own hand: the card takes the focus. */
  const [finishedNow, setFinishedNow] = useState(false);
  const pictureArea = useRef<HTMLElement>(null);
  const focusPictureNext = useRef(false);
  const picture = PICTURES[pictureId];
  const colouring = progress?.[pictureId] ?? EMPTY_COLOURING;
  const total = picture.regions.length;
  const coloured = colouredCount(picture, colouring);
  const complete = coloured === total;
  const key = picture.key;
  const numbers = key
    ? new Map(Object.entries(key).map(([number, id]) => [id, Number(number)] as const))
    : undefined;

  const change = (next: Colouring) => {
    setFeedback('');
    save(pictureId, next);
  };

  // After a clear the buttons that asked for it are gone or disabled: the picture takes the focus,
  // ready for the first colour (before the dialog would hand it back to nothing).
  useEffect(() => {
    if (!focusPictureNext.current) return;
    focusPictureNext.current = false;
    pictureArea.current?.querySelector<SVGElement>('svg [tabindex="0"]')?.focus();
  });

  // The introduction needs no saved progress: it is drawn at once (and prerendered), the picture
  // once the progress is read.
  const intro = (
    <Card aria-labelledby="mandala-intro" gap={3}>
      <h2 id="mandala-intro" className="text-xl font-semibold text-oasis-900">
        {t('intro.title')}
      </h2>
      <p className="text-stone-800">{t('intro.text', { context })}</p>
      <p className="text-stone-700">{t('intro.together', { context })}</p>
      <p className="text-stone-700">{t('intro.care', { context })}</p>
      {loadFailed && <p className="font-semibold text-red-800">{t('loadFailed')}</p>}
    </Card>
  );
  if (isPending) {
    return (
      <Page>
        {intro}
        <PendingView />
      </Page>
    );
  }
  return (
    <Page>
      {intro}
      <section
        ref={pictureArea}
        aria-label={t(`pictures.${pictureId}`)}
        className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm"
      >
        <OptionGroup
          label={t('choose')}
          value={pictureId}
          onChange={(id) => {
            setPictureId(id);
            setFeedback('');
            setFinishedNow(false);
            const first = PICTURES[id].key?.[1];
            if (first) setColour(first);
          }}
          options={PICTURE_IDS.map((id) => ({ value: id, label: t(`pictures.${id}`) }))}
        />
        <ColourPalette
          value={colour}
          onChange={setColour}
          numbers={numbers}
          colours={numbers ? [...numbers.keys()] : undefined}
        />
        <p className="text-sm text-stone-700">{t(`hint.${picture.kind}`, { context })}</p>
        <PictureSvg
          key={pictureId}
          picture={picture}
          fills={colouring.fills}
          onFill={(region) => {
            const before = latest(pictureId);
            const result = fillRegion(picture, before, region.id, colour);
            if (result.ok) {
              change(result.colouring);
              const wasComplete = colouredCount(picture, before) === total;
              if (!wasComplete && colouredCount(picture, result.colouring) === total) {
                setFinishedNow(true);
              }
            } else
              setFeedback(
                t('wrong', {
                  number: region.number,
                  colour: t(`drawing:colours.${result.expected}`),
                }),
              );
          }}
        />
        <div className="flex flex-col gap-1">
          <p role="status" className="font-semibold text-oasis-900">
            {t('progress', { coloured, total })}
          </p>
          <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-stone-200">
            <div
              className="h-full rounded-full bg-oasis-700"
              style={{ width: `${(coloured / total) * 100}%` }}
            />
          </div>
          <p aria-live="polite" className="min-h-6 text-stone-800">
            {feedback || (complete ? t('done.status') : '')}
          </p>
          {saveFailed && <p className="font-semibold text-red-800">{t('saveFailed')}</p>}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            disabled={colouring.history.length === 0}
            onClick={() => change(undoLast(latest(pictureId)))}
          >
            {t('actions.undo')}
          </Button>
          <Button
            variant="secondary"
            disabled={coloured === 0}
            onClick={() => setConfirming('clear')}
          >
            {t('actions.clear')}
          </Button>
        </div>
      </section>
      {complete ? (
        <CompletionCard
          exercise={exerciseById('mandala').slug}
          recordsDone
          message={t('done.message', { context })}
          focusOnShow={finishedNow}
          onRepeat={() => setConfirming('repeat')}
        />
      ) : null}
      <Link to="/exercises/mind-body/drawing/" className={buttonClass('quiet', 'self-start')}>
        {t('backToDrawing')}
      </Link>
      <ConfirmClearDialog
        isOpen={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        onConfirm={() => {
          change(EMPTY_COLOURING);
          setFinishedNow(false);
          focusPictureNext.current = true;
        }}
        title={confirming === 'repeat' ? t('done.repeatTitle') : t('clear.title')}
        text={confirming === 'repeat' ? t('done.repeatText') : t('clear.text')}
      />
    </Page>
  );
}
