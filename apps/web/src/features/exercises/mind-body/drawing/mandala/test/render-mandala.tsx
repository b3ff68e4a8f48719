import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderExercise, type RenderExerciseOptions } from '@/exercise-kit/test/render-exercise';
import { MandalaScreen } from '../mandala-screen';

const PATH = '/exercises/mind-body/drawing/mandala';

/**
 * The mandala screen on the kit's harness (a guest unless signed in), once the colouring is
 * loaded and the picture is there. The caller cleans the harness up after the test.
 */
export async function renderMandala(options: Omit<RenderExerciseOptions, 'path'> = {}) {
  const harness = await renderExercise(<MandalaScreen />, { ...options, path: PATH });
  await screen.findByRole('group', { name: /mandala|ماندالا/i });
  return { user: userEvent.setup(), harness };
}

/** "n of N coloured", as the screen says it. */
export const progressText = () => screen.getByRole('status').textContent;
