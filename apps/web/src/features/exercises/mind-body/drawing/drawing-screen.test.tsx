import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderExercise, type ExerciseHarness } from '@/exercise-kit/test/render-exercise';
import { DrawingScreen } from './drawing-screen';

/**
 * happy-dom has no 2D canvas, so each canvas gets a context that counts the shapes filled since
 * it was last cleared: one filled shape is one stroke on the paper.
 */
function fakeCanvas() {
  const painted = new Map<HTMLCanvasElement, number>();
  const contextFor = (canvas: HTMLCanvasElement) => ({
    setTransform: () => {},
    clearRect: () => painted.set(canvas, 0),
    beginPath: () => {},
    moveTo: () => {},
    quadraticCurveTo: () => {},
    closePath: () => {},
    fill: () => painted.set(canvas, (painted.get(canvas) ?? 0) + 1),
    fillRect: () => {},
    drawImage: () => {},
    globalCompositeOperation: 'source-over',
    fillStyle: '',
  });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (
    this: HTMLCanvasElement,
  ) {
    return contextFor(this) as unknown as CanvasRenderingContext2D;
  } as unknown as typeof HTMLCanvasElement.prototype.getContext);
  return {
    strokesOnPaper: () => painted.get(screen.getByRole('application')) ?? 0,
  };
}

let harness: ExerciseHarness | undefined;
afterEach(() => {
  harness?.cleanup();
  harness = undefined;
});

async function renderDrawing(language: 'en' | 'ar' = 'en') {
  harness = await renderExercise(<DrawingScreen />, {
    language,
    path: '/exercises/mind-body/drawing/',
  });
  await screen.findByRole('application');
  return userEvent.setup();
}

/** Draws one line with the keyboard pen: lower it, move, lift it. */
async function drawWithKeys(user: ReturnType<typeof userEvent.setup>) {
  await user.keyboard(' ');
  await user.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}');
  await user.keyboard(' ');
}

// Long walks through the screen, by a simulated hand on a shared machine.
vi.setConfig({ testTimeout: 30_000 });

describe('drawing', () => {
  let canvas: ReturnType<typeof fakeCanvas>;
  beforeEach(() => {
    canvas = fakeCanvas();
  });

  it('draws by keyboard, says whether the pen is down, and undoes and redoes one stroke at a time', async () => {
    const user = await renderDrawing();
    const undo = screen.getByRole('button', { name: 'Undo' });
    const redo = screen.getByRole('button', { name: 'Redo' });
    expect(undo).toHaveProperty('disabled', true);

    screen.getByRole('application', { name: 'Drawing paper' }).focus();
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Pen up: moving it does not draw.',
    );
    await user.keyboard(' ');
    expect(screen.getByRole('status').textContent).toBe('Pen down: moving it draws.');
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    await user.keyboard(' ');
    expect(screen.getByRole('status').textContent).toBe('Pen up: moving it does not draw.');
    await drawWithKeys(user);
    expect(canvas.strokesOnPaper()).toBe(2);

    await user.click(undo);
    expect(canvas.strokesOnPaper()).toBe(1);
    expect(redo).toHaveProperty('disabled', false);
    await user.click(redo);
    expect(canvas.strokesOnPaper()).toBe(2);
    expect(redo).toHaveProperty('disabled', true);

    // Ctrl+Z on the paper undoes too; a new stroke then forgets what could be redone.
    screen.getByRole('application').focus();
    await user.keyboard('{Control>}z{/Control}');
    expect(canvas.strokesOnPaper()).toBe(1);
    await drawWithKeys(user);
    expect(canvas.strokesOnPaper()).toBe(2);
    expect(redo).toHaveProperty('disabled', true);
  });

  it('draws with a pointer, one stroke from press to release', async () => {
    await renderDrawing();
    const paper = screen.getByRole('application');
    fireEvent.pointerDown(paper, { pointerId: 3, pointerType: 'touch', clientX: 5, clientY: 5 });
    fireEvent.pointerMove(paper, { pointerId: 3, pointerType: 'touch', clientX: 9, clientY: 12 });
    // A second finger while the first draws is ignored.
    fireEvent.pointerDown(paper, { pointerId: 4, pointerType: 'touch', clientX: 50, clientY: 5 });
    fireEvent.pointerUp(paper, { pointerId: 4, pointerType: 'touch' });
    expect(canvas.strokesOnPaper()).toBe(0);
    fireEvent.pointerUp(paper, { pointerId: 3, pointerType: 'touch' });
    await waitFor(() => expect(canvas.strokesOnPaper()).toBe(1));
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveProperty('disabled', false);
  });

  it('asks before clearing, and keeps the picture when told to', async () => {
    const user = await renderDrawing();
    screen.getByRole('application').focus();
    await drawWithKeys(user);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clear the whole picture?' });
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(canvas.strokesOnPaper()).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await user.click(await screen.findByRole('button', { name: 'Clear the picture' }));
    await waitFor(() => expect(canvas.strokesOnPaper()).toBe(0));
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Redo' })).toHaveProperty('disabled', true);
  });

  it('saves the picture as a PNG file on the device', async () => {
    const user = await renderDrawing();
    const png = new Blob(['png'], { type: 'image/png' });
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done) => done(png));
    const createUrl = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:picture');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    let downloaded = '';
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloaded = this.download;
    });
    expect(screen.getByRole('button', { name: 'Save as picture (PNG)' })).toHaveProperty(
      'disabled',
      true,
    );
    screen.getByRole('application').focus();
    await drawWithKeys(user);
    await user.click(screen.getByRole('button', { name: 'Save as picture (PNG)' }));
    await waitFor(() => expect(downloaded).toBe('image.png'));
    expect(createUrl).toHaveBeenCalledWith(png);
  });

  it('shows the chosen colour by name and switches to the brush when a colour is picked, in Arabic', async () => {
    const user = await renderDrawing('ar');
    expect(screen.getByText('المختار: أزرق البحر')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'الممحاة' }));
    await user.click(screen.getByRole('radio', { name: 'مرجاني' }));
    expect(screen.getByText('المختار: مرجاني')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'الفرشاة' })).toHaveProperty('checked', true);
    await act(async () => {});
  });
});
