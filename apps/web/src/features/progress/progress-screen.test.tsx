import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { CATEGORY_PATHS, EXERCISES, type Exercise } from '@/exercise-kit/catalogue';
import { addDeviceDone, addDeviceRating } from '@/exercise-kit/records/device-progress';
import type { DistressRating } from '@/exercise-kit/records/distress-checks';
import { renderExercise, type ExerciseHarness } from '@/exercise-kit/test/render-exercise';
import en from '@/locales/en/titles.json';
import { ProgressScreen } from './progress-screen';

const PATH = '/profile/practice';
function nth(index: number) {
  const exercise = EXERCISES[index];
  if (!exercise) throw new Error('The catalogue has fewer exercises than the test needs');
  return exercise;
}
const [rising, falling, steady, lone, plain] = [0, 1, 2, 3, 4].map(nth) as [
  Exercise,
  Exercise,
  Exercise,
  Exercise,
  Exercise,
];
const title = (exercise: Exercise) => en[exercise.titleKey];

const at = (day: number, minute = 0) => new Date(Date.UTC(2026, 10, day, 18, minute)).toISOString();
function pair(exercise: string, day: number, before: number, after: number): DistressRating[] {
  return [
    { exercise, phase: 'before', value: before, at: at(day) },
    { exercise, phase: 'after', value: after, at: at(day, 10) },
  ];
}

let harness: ExerciseHarness | undefined;
afterEach(() => harness?.cleanup());

async function seedGuest() {
  const ratings = [
    ...pair(rising.slug, 1, 4, 6),
    ...pair(rising.slug, 2, 5, 7),
    ...pair(falling.slug, 3, 6, 4),
    ...pair(falling.slug, 4, 7, 3),
    ...pair(steady.slug, 5, 5, 5),
    { exercise: lone.slug, phase: 'before' as const, value: 6, at: at(6) },
  ];
  for (const rating of ratings) await addDeviceRating(rating);
  await addDeviceDone(plain.slug, at(7));
}

const card = (exercise: Exercise) => screen.getByRole('region', { name: title(exercise) });

describe('the practice page', () => {
  it('says nothing is here yet when nothing was done', async () => {
    harness = await renderExercise(<ProgressScreen />, { path: PATH });
    expect(await screen.findByText(/Nothing here yet/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete all ratings' })).toBeNull();
  });

  it('words each exercise: rising, falling, unchanged, one rating only, done without a rating', async () => {
    await seedGuest();
    harness = await renderExercise(<ProgressScreen />, { path: PATH });
    await screen.findByRole('region', { name: title(rising) });

    const up = within(card(rising));
    expect(up.getByText('Done 2 times. Last time: 2 Nov.')).toBeTruthy();
    expect(
      up.getByText(
        /^Your distress was usually higher after this exercise: 4\.5 before it, 6\.5 after it\./,
      ),
    ).toBeTruthy();
    expect(up.getByText('2 times, your rating after was higher than before.')).toBeTruthy();
    expect(up.getByText(/went up more often than down/)).toBeTruthy();
    expect(up.getByRole('link', { name: 'the same group' }).getAttribute('href')).toBe(
      CATEGORY_PATHS[rising.category],
    );
    expect(up.getByTestId('emergency-sentence')).toBeTruthy();

    const down = within(card(falling));
    expect(
      down.getByText(
        'Your distress was usually much lower after this exercise: 6.5 before it, 3.5 after it.',
      ),
    ).toBeTruthy();
    expect(down.getByText('From the 2 times both ratings were given.')).toBeTruthy();
    expect(down.queryByTestId('emergency-sentence')).toBeNull();
    expect(down.queryByText(/went up more often/)).toBeNull();

    const same = within(card(steady));
    // From one time, said as one time ("usually" needs more than one).
    expect(
      same.getByText(
        'The one time you gave both ratings, your distress stayed the same: 5 before this exercise and after it.',
      ),
    ).toBeTruthy();
    expect(same.queryByText(/usually|From the one time/)).toBeNull();

    const one = within(card(lone));
    expect(one.getByText(/^Done once\./)).toBeTruthy();
    expect(one.getByText(/No change to show yet/)).toBeTruthy();
    expect(one.queryByTestId('pairs-chart')).toBeNull();

    const done = within(card(plain));
    expect(done.getByText('Done once. Last time: 7 Nov.')).toBeTruthy();
    // The page never counts days in a row, scores or badges.
    expect(document.body.textContent).not.toMatch(/streak|score|badge|missed/i);
  });

  it('gives the chart’s data as a table, newest first', async () => {
    await seedGuest();
    harness = await renderExercise(<ProgressScreen />, { path: PATH });
    const down = within(await screen.findByRole('region', { name: title(falling) }));
    expect(down.getByTestId('pairs-chart')).toBeTruthy();
    await userEvent.click(down.getByText('The ratings as a table (2 times)'));
    const table = down.getByRole('table', {
      name: `${title(falling)}: ratings before and after, newest first`,
    });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['DateBeforeAfter', '4 Nov73', '3 Nov64']);
  });

  it('is in Arabic with Latin digits and the Arabic plural forms', async () => {
    await seedGuest();
    harness = await renderExercise(<ProgressScreen />, { path: PATH, language: 'ar' });
    expect((await screen.findAllByText(/أُجري مرتين\./)).length).toBe(2);
    expect(screen.getAllByText(/من المرتين اللتين أُعطي فيهما التقييمان\./).length).toBe(2);
    expect(
      screen.getByText('كان ضيقك في الغالب أقلّ بكثير بعد هذا التمرين: 6.5 قبله، و3.5 بعده.'),
    ).toBeTruthy();
  });

  it('reads a signed-in person’s ratings from the account', async () => {
    harness = await renderExercise(<ProgressScreen />, { path: PATH, signedIn: true });
    for (const rating of pair(falling.slug, 3, 8, 4)) {
      await harness.store.put('distress-check', crypto.randomUUID(), rating);
    }
    await harness.reload();
    const down = within(await screen.findByRole('region', { name: title(falling) }));
    expect(
      down.getByText(
        'The one time you gave both ratings, your distress was lower after this exercise: 8 before it, 4 after it.',
      ),
    ).toBeTruthy();
    expect(screen.getByText(/Kept in your account, encrypted/)).toBeTruthy();
  });

  it('deletes every rating only after a confirmation', async () => {
    await seedGuest();
    harness = await renderExercise(<ProgressScreen />, { path: PATH });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete all ratings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete all ratings?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep them' }));
    expect(screen.getByRole('region', { name: title(rising) })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete all ratings' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText(/Nothing here yet/)).toBeTruthy();
  });
});
