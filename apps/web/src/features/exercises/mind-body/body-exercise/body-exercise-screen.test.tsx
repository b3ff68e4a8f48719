import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { exerciseById } from '@/exercise-kit/catalogue';
import {
  playButton,
  renderExercise,
  type ExerciseHarness,
} from '@/exercise-kit/test/render-exercise';
import { BodyExerciseScreen } from './body-exercise-screen';

const BODY_EXERCISE_PATH = exerciseById('bodyExercise').path;

let harness: ExerciseHarness | undefined;
afterEach(() => {
  harness?.cleanup();
  harness = undefined;
});

async function start(language: 'en' | 'ar' = 'en') {
  harness = await renderExercise(<BodyExerciseScreen />, { path: BODY_EXERCISE_PATH, language });
  const user = userEvent.setup();
  const ar = language === 'ar';
  await user.click(
    await screen.findByRole('button', {
      name: ar ? 'ابدأ تمرين الجسد' : 'Start the body exercise',
    }),
  );
  await user.click(screen.getByRole('button', { name: ar ? 'تخطَّ' : 'Skip' }));
  return { h: harness, user };
}

const stepHeading = () => screen.getByRole('heading', { level: 2 }).textContent;
const figure = () => screen.getByRole('img');
const highlighted = () =>
  [...figure().querySelectorAll('[data-highlighted]')].map((path) =>
    path.getAttribute('data-region'),
  );

describe('the body exercise', () => {
  it('introduces the journey with the care note and the permission to skip a part', async () => {
    harness = await renderExercise(<BodyExerciseScreen />, { path: BODY_EXERCISE_PATH });
    const care = await screen.findByRole('region', { name: 'Before you start' });
    expect(care.textContent).toContain('you can skip it, or open your eyes');
    expect(screen.getByText(/about five minutes, in fifteen short parts/)).toBeTruthy();
  });

  it('travels through 15 parts with the narration, highlighting the part being spoken of', async () => {
    const { h, user } = await start();
    h.media.loadMetadata(300);
    await user.click(playButton());
    expect(stepHeading()).toBe('Arriving');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('Step 1 of 15');
    // Each segment's end brings the next part, with its region on the figure.
    h.media.timeUpdate(38);
    await waitFor(() => expect(stepHeading()).toBe('Breathing'));
    expect(highlighted()).toEqual(['chest', 'belly']);
    h.media.timeUpdate(56);
    await waitFor(() => expect(stepHeading()).toBe('Feet'));
    expect(highlighted()).toEqual(['feet']);
    expect(screen.getByText('Bring your attention to your feet.')).toBeTruthy();
  });

  it('shows the back from behind, and goes by hand to the completion card', async () => {
    const { user } = await start();
    const titles: (string | null)[] = [];
    for (let i = 0; i < 15; i += 1) {
      titles.push(stepHeading());
      if (stepHeading() === 'Upper back') {
        expect(figure().getAttribute('data-view')).toBe('back');
        expect(highlighted()).toEqual(['upperBack']);
      }
      await user.click(screen.getByRole('button', { name: 'Next step' }));
    }
    expect(titles).toHaveLength(15);
    expect(titles.at(-1)).toBe('Coming back');
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(screen.getByText(/what did you notice in your body\?/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    expect(
      await screen.findByText(/You have finished the journey through your body\./),
    ).toBeTruthy();
  });

  it('speaks Arabic', async () => {
    const { user } = await start('ar');
    expect(stepHeading()).toBe('الوصول');
    await user.click(screen.getByRole('button', { name: 'الخطوة التالية' }));
    expect(stepHeading()).toBe('التنفّس');
    expect(screen.getByRole('img', { name: 'رسم لجسد، مع تلوين هذا الجزء: التنفّس' })).toBeTruthy();
  });
});
