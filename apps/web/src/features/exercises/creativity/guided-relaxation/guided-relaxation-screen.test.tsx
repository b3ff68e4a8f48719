import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderExercise, type ExerciseHarness } from '@/exercise-kit/test/render-exercise';
import { preloadModal } from '@/components/modal';
import { GuidedRelaxationScreen } from './guided-relaxation-screen';

// The dialog's code loads on first opening (components/modal.tsx, whose own test covers that
// wait); loaded here once, so that these tests, some on fake timers, see dialogs open at once.
beforeAll(() => preloadModal());

const PATH = '/exercises/creativity/guided-relaxation/';
let harness: ExerciseHarness | undefined;
afterEach(() => {
  harness?.cleanup();
  harness = undefined;
});

/** Opens the overlay and plays step 7 through its countdown, which gives way to Finish. */
function playToTheEnd(h: ExerciseHarness, start: string) {
  fireEvent.click(screen.getByRole('button', { name: start }));
  h.media.loadMetadata(208);
  h.advance(300);
  h.media.timeUpdate(177.5);
  h.advance(2700 * 10);
}

// The screen renders the intro video, the overlay and its player: slow on a loaded machine.
describe('guided relaxation on the kit', { timeout: 15_000 }, () => {
  it('leads from the overlay’s Finish to the completion card, whose Finish goes to the hub', async () => {
    harness = await renderExercise(<GuidedRelaxationScreen />, { path: PATH, fakeTimers: true });
    playToTheEnd(harness, 'Start the breathing exercise');
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Finish' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    const heading = screen.getByRole('heading', { name: 'Well done' });
    expect(document.activeElement).toBe(heading);
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    harness.advance(0);
    expect(harness.pathname()).toBe('/exercises/');
  });

  it('opens the overlay again at step 1 with the card’s Repeat', async () => {
    harness = await renderExercise(<GuidedRelaxationScreen />, {
      path: PATH,
      language: 'ar',
      fakeTimers: true,
    });
    playToTheEnd(harness, 'ابدأ تمرين التنفّس');
    fireEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'أنهِ التمرين' }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'أعِد التمرين' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')).toBe('1');
  });

  it('closing the overlay without finishing goes back to the introduction', async () => {
    harness = await renderExercise(<GuidedRelaxationScreen />, { path: PATH });
    fireEvent.click(screen.getByRole('button', { name: 'Start the breathing exercise' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('heading', { name: 'Well done' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Start the breathing exercise' })).toBeTruthy();
  });
});
