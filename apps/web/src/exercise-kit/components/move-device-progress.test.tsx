import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecordWritesLimitedError } from '@/lib/records/errors';
import { EXERCISES } from '../catalogue';
import {
  DEVICE_PROGRESS_KEY,
  addDeviceDone,
  addDeviceRating,
  readDeviceProgress,
} from '../records/device-progress';
import type { DistressRating } from '../records/distress-checks';
import type { ExerciseDone } from '../records/exercise-done';
import { renderExercise, type ExerciseHarness } from '../test/render-exercise';
import { MoveDeviceProgress, MoveDeviceProgressOffer } from './move-device-progress';

const [first, second] = EXERCISES;
const slug = first?.slug ?? '';
const doneSlug = second?.slug ?? '';
const RATINGS: DistressRating[] = [
  { exercise: slug, phase: 'before', value: 7, at: '2026-11-01T18:00:00.000Z' },
  { exercise: slug, phase: 'after', value: 4, at: '2026-11-01T18:10:00.000Z' },
];

let harness: ExerciseHarness | undefined;
afterEach(() => harness?.cleanup());

async function seed() {
  for (const rating of RATINGS) await addDeviceRating(rating);
  await addDeviceDone(doneSlug, '2026-11-02T18:00:00.000Z');
}

describe('moving a guest’s ratings into the account (at registration and log in)', () => {
  it('moves every rating and done time in one tap, encrypted, and forgets the device’s copy', async () => {
    await seed();
    harness = await renderExercise(<MoveDeviceProgress />, { signedIn: true });
    expect(await screen.findByText(/This device keeps 3 ratings and exercises done/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Move them into my account' }));
    expect(await screen.findByText(/Moved into your account/)).toBeTruthy();

    const ratings = await harness.decrypted<DistressRating>('distress-check');
    expect(ratings.sort((a, b) => a.at.localeCompare(b.at))).toEqual(RATINGS);
    expect(await harness.decrypted<ExerciseDone>('exercise-done')).toEqual([
      { exercise: doneSlug, times: ['2026-11-02T18:00:00.000Z'] },
    ]);
    expect(harness.server.bodies.join()).not.toContain(slug);
    expect(localStorage.getItem(DEVICE_PROGRESS_KEY)).toBeNull();
  });

  it('keeps on the device what the account refused, so nothing is lost', async () => {
    await seed();
    harness = await renderExercise(<MoveDeviceProgress />, { signedIn: true });
    const put = harness.store.put.bind(harness.store);
    let calls = 0;
    vi.spyOn(harness.store, 'put').mockImplementation(async (kind, id, value) => {
      calls += 1;
      if (calls === 2) throw new RecordWritesLimitedError();
      return put(kind, id, value);
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Move them into my account' }));
    expect(await screen.findByText(/Not all could be moved/)).toBeTruthy();
    const left = await readDeviceProgress();
    expect(left.ratings).toEqual([RATINGS[1]]);
    expect(left.done).toEqual({ [doneSlug]: ['2026-11-02T18:00:00.000Z'] });
  });

  it('offers nothing to a guest, nor when the device keeps nothing', async () => {
    await seed();
    harness = await renderExercise(<MoveDeviceProgress />);
    expect(screen.queryByRole('button', { name: 'Move them into my account' })).toBeNull();
    harness.cleanup();
    localStorage.clear();
    harness = await renderExercise(<MoveDeviceProgressOffer />, { signedIn: true });
    await waitFor(() => expect(localStorage.getItem(DEVICE_PROGRESS_KEY)).toBeNull());
    expect(screen.queryByRole('button', { name: 'Move them into my account' })).toBeNull();
  });

  it('comes first after log in, and "Not now" puts it away for this visit', async () => {
    await seed();
    harness = await renderExercise(<MoveDeviceProgressOffer />, { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('button', { name: 'Move them into my account' })).toBeNull();
    expect((await readDeviceProgress()).ratings).toHaveLength(2);
  });
});
