import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { exerciseById } from '@/exercise-kit/catalogue';
import {
  playButton,
  renderExercise,
  type ExerciseHarness,
} from '@/exercise-kit/test/render-exercise';
import { RelaxationScreen } from './relaxation-screen';

const RELAXATION_PATH = exerciseById('relaxation').path;

let harness: ExerciseHarness | undefined;
afterEach(() => {
  harness?.cleanup();
  harness = undefined;
});

async function start(options: { language?: 'en' | 'ar'; signedIn?: boolean } = {}) {
  harness = await renderExercise(<RelaxationScreen />, { path: RELAXATION_PATH, ...options });
  const user = userEvent.setup();
  const ar = options.language === 'ar';
  await user.click(
    await screen.findByRole('button', {
      name: ar ? 'ابدأ تمرين الاسترخاء العضلي' : 'Start muscle relaxation',
    }),
  );
  // The distress rating before the exercise is skippable.
  await user.click(screen.getByRole('button', { name: ar ? 'تخطَّ' : 'Skip' }));
  return { h: harness, user };
}

const stepHeading = () => screen.getByRole('heading', { level: 2 }).textContent;
const progress = () => screen.getByRole('progressbar').getAttribute('aria-valuetext');
const highlighted = () =>
  [...screen.getByRole('img').querySelectorAll('[data-highlighted]')].map((path) =>
    path.getAttribute('data-region'),
  );

describe('muscle relaxation', () => {
  it('introduces the exercise with the care note and the caution for injuries', async () => {
    harness = await renderExercise(<RelaxationScreen />, { path: RELAXATION_PATH });
    expect(await screen.findByText(/tense one group of muscles at a time/)).toBeTruthy();
    const care = screen.getByRole('region', { name: 'Before you start' });
    expect(care.textContent).toContain('You can pause or stop at any time.');
    expect(care.textContent).toContain('If any part of your body hurts or is injured, skip it');
    expect(screen.getByRole('button', { name: 'Start muscle relaxation' })).toBeTruthy();
  });

  it('follows the narration: each step plays its segment and moves on at its end', async () => {
    const { h, user } = await start();
    h.media.loadMetadata(300);
    await user.click(playButton());
    expect(stepHeading()).toBe('Getting ready');
    expect(progress()).toBe('Step 1 of 8');
    expect(highlighted()).toEqual([]);
    // The introduction's segment ends at 60 s: the hands step comes by itself.
    h.media.timeUpdate(60);
    await waitFor(() => expect(stepHeading()).toBe('Hands'));
    expect(progress()).toBe('Step 2 of 8');
    expect(
      screen.getByRole('img', { name: 'A drawing of a body with the hands highlighted' }),
    ).toBeTruthy();
    expect(highlighted()).toEqual(['hands']);
    expect(screen.getByText(/Make a fist with both hands/)).toBeTruthy();
    expect(screen.getByText('Tense gently, and skip any part that hurts.')).toBeTruthy();
  });

  it('goes by hand through the eight steps to the reflection and the completion card', async () => {
    const { user } = await start();
    const seen: (string | null)[] = [];
    for (let i = 0; i < 8; i += 1) {
      seen.push(stepHeading());
      await user.click(screen.getByRole('button', { name: 'Next step' }));
    }
    expect(seen).toEqual([
      'Getting ready',
      'Hands',
      'Arms',
      'Shoulders',
      'Face',
      'Belly',
      'Legs and feet',
      'Coming back',
    ]);
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(screen.getByText(/how does your body feel now\? What did you notice\?/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    const card = await screen.findByRole('heading', { name: 'Well done' });
    expect(card).toBeTruthy();
    expect(screen.getByText(/You have finished muscle relaxation\./)).toBeTruthy();
  });

  it('keeps a signed-in person’s reflection, encrypted', async () => {
    const { h, user } = await start({ signedIn: true });
    for (let i = 0; i < 8; i += 1) {
      await user.click(screen.getByRole('button', { name: 'Next step' }));
    }
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    // The box opens once the saved reflection (none yet) has been read.
    await waitFor(() => expect(screen.getByRole('textbox')).toHaveProperty('disabled', false));
    await user.type(screen.getByRole('textbox'), 'My shoulders feel lighter.');
    await user.click(screen.getByRole('button', { name: 'Save reflection' }));
    expect(await screen.findByText('Your reflection is saved.')).toBeTruthy();
    expect(h.server.bodies.join()).not.toContain('shoulders feel lighter');
    const saved = await h.decrypted<{ text: string }>('reflection');
    expect(saved.map((record) => record.text)).toEqual(['My shoulders feel lighter.']);
  });

  it('speaks Arabic, right to left', async () => {
    const { user } = await start({ language: 'ar' });
    expect(stepHeading()).toBe('الاستعداد');
    await user.click(screen.getByRole('button', { name: 'الخطوة التالية' }));
    expect(stepHeading()).toBe('اليدان');
    expect(screen.getByRole('img', { name: 'رسم لجسد، مع تلوين اليدين' })).toBeTruthy();
    const pause = screen.getByRole('button', { name: 'أوقِف التمرين مؤقتًا' });
    expect(pause.closest('[dir]')?.getAttribute('dir')).toBe('rtl');
    await user.click(pause);
    expect(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'تابِع' }),
    ).toBeTruthy();
  });
});
