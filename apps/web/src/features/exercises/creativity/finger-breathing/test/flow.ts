import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import {
  renderExercise,
  type ExerciseHarness,
  type RenderExerciseOptions,
} from '@/exercise-kit/test/render-exercise';

export const PATH = '/exercises/creativity/finger-breathing/';

/** The way names and the kit's Skip, in both languages. */
export const WAYS = {
  en: { voice: 'With the voice', ownPace: 'At my own pace', skip: 'Skip' },
  ar: { voice: 'مع الصوت', ownPace: 'على مهلي', skip: 'تخطَّ' },
} as const;

/** The data-trace of the hand: "round-finger-breath", or "none" before the first breath. */
export const trace = () => screen.getByRole('img', { name: /hand|يد/i }).getAttribute('data-trace');

/**
 * Renders the screen on the kit's harness, picks a way to trace and skips the distress rating
 * before it (it never blocks), so a test starts at the tracing.
 */
export async function startTracing(
  screenElement: ReactElement,
  way: 'voice' | 'ownPace',
  options: RenderExerciseOptions = {},
): Promise<{ h: ExerciseHarness; user: ReturnType<typeof userEvent.setup> }> {
  const h = await renderExercise(screenElement, { path: PATH, ...options });
  const user = userEvent.setup();
  const words = WAYS[options.language ?? 'en'];
  await user.click(await screen.findByRole('button', { name: words[way] }));
  await user.click(screen.getByRole('button', { name: words.skip }));
  return { h, user };
}
