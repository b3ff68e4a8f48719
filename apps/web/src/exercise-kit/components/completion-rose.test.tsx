import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import ar from '@/locales/ar/exercise-kit.json';
import en from '@/locales/en/exercise-kit.json';
import { renderExercise, type ExerciseHarness } from '../test/render-exercise';
import { StepFlow } from './exercise-flow';

// Issue 41 (walkthrough finding 7): when distress rose, the completion card does not say
// "Well done" twice above the emergency sentence: a neutral heading and words.

const PATH = '/exercises/mind-body/relaxation/';

let harness: ExerciseHarness | undefined;
afterEach(() => {
  harness?.cleanup();
  harness = undefined;
});

async function toTheEnd(before: number, after: number, language: 'en' | 'ar' = 'en') {
  const texts = language === 'ar' ? ar : en;
  const value = (n: number) => (language === 'ar' ? `${n} من 10` : `${n} out of 10`);
  harness = await renderExercise(
    <StepFlow
      name="test-exercise"
      intro={<p>An introduction.</p>}
      startLabel="Start"
      steps={[{ title: 'Hands', content: <p>Make a fist.</p> }]}
      completionMessage="Well done. You have finished muscle relaxation."
      returnTo={PATH}
    />,
    { path: PATH, language },
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Start' }));
  await user.click(screen.getByRole('radio', { name: value(before) }));
  await user.click(screen.getByRole('button', { name: texts.distress.save }));
  await user.click(screen.getByRole('button', { name: texts.steps.next }));
  await user.click(screen.getByRole('radio', { name: value(after) }));
  await user.click(screen.getByRole('button', { name: texts.distress.save }));
}

const heading = () => screen.getByRole('heading', { level: 2 }).textContent;

describe('the completion card', () => {
  it('after a rise (4 → 7), has a neutral heading, no "Well done", and the emergency sentence', async () => {
    await toTheEnd(4, 7);
    expect(heading()).toBe(en.completion.titleRose);
    expect(screen.getByText(en.completion.messageRose)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Well done/);
    expect(screen.getByTestId('emergency-sentence')).toBeTruthy();
  });

  it('after a rise, in Arabic, says «انتهى التمرين»', async () => {
    await toTheEnd(3, 6, 'ar');
    expect(heading()).toBe('انتهى التمرين');
    expect(screen.getByText(ar.completion.messageRose)).toBeTruthy();
  });

  it('after a fall, keeps "Well done" and the exercise’s own message', async () => {
    await toTheEnd(7, 4);
    expect(heading()).toBe(en.completion.title);
    expect(screen.getByText('Well done. You have finished muscle relaxation.')).toBeTruthy();
  });
});
