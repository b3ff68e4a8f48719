import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GUEST, MAN, WOMAN, renderForReader } from '@/exercise-kit/test/readers';
import type { ExerciseHarness } from '@/exercise-kit/test/render-exercise';
import { SuggestionsSection } from './components/suggestions-section';

let harness: ExerciseHarness | undefined;
afterEach(() => harness?.cleanup());

// Walkthrough finding 16: a woman with an account was asked as a man on the hub.
describe('the hub’s way to the questions, in Arabic', () => {
  it.each([
    [WOMAN, 'أجيبي عن الأسئلة'],
    [MAN, 'أجب عن الأسئلة'],
    [GUEST, 'أجب عن الأسئلة'],
  ])('speaks to %o', async (reader, answer) => {
    harness = await renderForReader(
      <SuggestionsSection answers={null} loadFailed={false} />,
      reader,
    );
    expect(screen.getByRole('link', { name: answer })).toBeTruthy();
  });
});
