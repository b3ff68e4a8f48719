import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import ar from '@/locales/ar/exercise-kit.json';
import en from '@/locales/en/exercise-kit.json';
import { GUEST, MAN, WOMAN } from '../test/readers';
import { renderExercise, type ExerciseHarness } from '../test/render-exercise';
import { StepFlow } from './exercise-flow';

// Issue 41 (content review 3, §5 item 2): a rating of 8 or more before an exercise is answered
// before anything starts (the eyes-closed steps, the tracing): ways to make it lighter, and the
// emergency sentence; the person starts when they choose to.

const PATH = '/exercises/mind-body/relaxation/';
const fill = (text: string, before: number) => text.replace('{{before}}', String(before));

function flow() {
  return (
    <StepFlow
      name="test-exercise"
      intro={<p>An introduction.</p>}
      startLabel="Start"
      steps={[{ title: 'Hands', content: <p>Make a fist.</p> }]}
      returnTo={PATH}
    />
  );
}

let harness: ExerciseHarness | undefined;
afterEach(() => {
  harness?.cleanup();
  harness = undefined;
});

async function rateBefore(value: string, language: 'en' | 'ar' = 'en', options = {}) {
  harness = await renderExercise(flow(), { path: PATH, language, ...options });
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Start' }));
  await user.click(screen.getByRole('radio', { name: value }));
  await user.click(
    screen.getByRole('button', { name: language === 'ar' ? ar.distress.save : en.distress.save }),
  );
  return user;
}

describe('a rating of 8 or more before an exercise', () => {
  it.each([8, 9, 10])(
    'at %i, is answered before the steps, with the emergency sentence',
    async (value) => {
      const user = await rateBefore(`${value} out of 10`);
      const text = screen.getByText(fill(en.distress.highBefore, value));
      expect(document.activeElement).toBe(text);
      expect(screen.getByTestId('emergency-sentence')).toBeTruthy();
      expect(screen.queryByRole('heading', { name: 'Hands' })).toBeNull();
      expect(
        screen.getByRole('link', { name: en.distress.highBeforeOther }).getAttribute('href'),
      ).toBe('/exercises/creativity/finger-breathing/');
      await user.click(screen.getByRole('button', { name: en.distress.highBeforeStart }));
      expect(screen.getByRole('heading', { name: 'Hands' })).toBeTruthy();
      expect(screen.queryByTestId('emergency-sentence')).toBeNull();
    },
  );

  it('below 8, leads straight into the steps', async () => {
    await rateBefore('7 out of 10');
    expect(screen.getByRole('heading', { name: 'Hands' })).toBeTruthy();
    expect(screen.queryByTestId('high-distress-before')).toBeNull();
  });

  it.each([
    [GUEST, ar.distress.highBefore],
    [WOMAN, ar.distress.highBefore_female],
    [MAN, ar.distress.highBefore_male],
  ])('speaks Arabic to %o', async (reader, text) => {
    await rateBefore('9 من 10', 'ar', {
      signedIn: reader.signedIn,
      ...(reader.gender ? { gender: reader.gender } : {}),
    });
    expect(screen.getByTestId('high-distress-before').textContent).toContain(fill(text, 9));
    expect(screen.getByRole('button', { name: ar.distress.highBeforeStart })).toBeTruthy();
  });
});
