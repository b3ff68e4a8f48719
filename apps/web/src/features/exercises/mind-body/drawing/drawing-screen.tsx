import { Link } from '@tanstack/react-router';
import { useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '@/components/button';
import { Page } from '@/components/page';
import { DownloadNote } from '@/components/download-note';
import { downloadBlob } from '@/lib/platform/download';
import { toast } from '@/lib/platform/toast';
import { exerciseById } from '@/exercise-kit/catalogue';
import { useRecordDone } from '@/exercise-kit/records/exercise-done';
import { Card } from '@/components/card';
import { ConfirmClearDialog } from './components/confirm-clear-dialog';
import { DrawingCanvas } from './components/drawing-canvas';
import { BRUSH_SIZES, DrawingTools, type ToolChoice } from './components/drawing-tools';
import { DrawingPrompt } from './components/drawing-prompt';
import { colourHex } from './palette';
import { EMPTY_HISTORY, drawingReducer } from './stroke-model';
import { pictureAsPng } from './stroke-render';

/** The eraser is wider than the brush of the same size, as a rubber is wider than a pencil. */
const ERASER_SCALE = 1.5;

/**
 * /exercises/mind-body/drawing/: free drawing on a square of paper, by pointer, touch, pen or
 * keyboard, with undo and redo one stroke at a time, clear, and saving the picture as a PNG.
 */
export function DrawingScreen() {
  const { t } = useTranslation('drawing');
  const [history, dispatch] = useReducer(drawingReducer, EMPTY_HISTORY);
  const [choice, setChoice] = useState<ToolChoice>({
    colour: 'sea',
    size: 'medium',
    tool: 'brush',
  });
  const [confirmClear, setConfirmClear] = useState(false);
  const empty = history.strokes.length === 0;
  // Free drawing has no end and asks for no rating: the first stroke counts it as done.
  useRecordDone(empty ? undefined : exerciseById('drawing').slug);
  const erase = choice.tool === 'eraser';
  const brush = {
    colour: colourHex(choice.colour),
    size: BRUSH_SIZES[choice.size] * (erase ? ERASER_SCALE : 1),
    erase,
  };

  const save = async () => {
    const png = await pictureAsPng(history.strokes);
    if (!png) {
      toast.error(t('saveFailed'));
      return;
    }
    // A plain name: the file stays in the device's downloads, where others may see it.
    downloadBlob('image.png', png);
  };

  return (
    <Page>
      <DrawingPrompt />
      <section
        aria-label={t('paperLabel')}
        className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm"
      >
        <DrawingTools value={choice} onChange={setChoice} />
        <DrawingCanvas
          strokes={history.strokes}
          brush={brush}
          onStroke={(stroke) => dispatch({ type: 'add', stroke })}
          onUndo={() => dispatch({ type: 'undo' })}
          onRedo={() => dispatch({ type: 'redo' })}
        />
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" disabled={empty} onClick={() => dispatch({ type: 'undo' })}>
            {t('actions.undo')}
          </Button>
          <Button
            variant="secondary"
            disabled={history.undone.length === 0}
            onClick={() => dispatch({ type: 'redo' })}
          >
            {t('actions.redo')}
          </Button>
          <Button variant="secondary" disabled={empty} onClick={() => setConfirmClear(true)}>
            {t('actions.clear')}
          </Button>
          <Button disabled={empty} onClick={() => void save()}>
            {t('actions.save')}
          </Button>
        </div>
        <DownloadNote />
      </section>
      <Card gap={3}>
        <p className="text-stone-700">{t('mandala.text')}</p>
        <Link
          to="/exercises/mind-body/drawing/mandala"
          className={buttonClass('secondary', 'self-start')}
        >
          {t('mandala.link')}
        </Link>
      </Card>
      <ConfirmClearDialog
        isOpen={confirmClear}
        onOpenChange={setConfirmClear}
        onConfirm={() => dispatch({ type: 'clear' })}
        title={t('clear.title')}
        text={t('clear.text')}
      />
    </Page>
  );
}
