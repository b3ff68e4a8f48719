import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readDeviceProgress } from '@/exercise-kit/records/device-progress';
import { renderExercise, type ExerciseHarness } from '@/exercise-kit/test/render-exercise';
import en from '@/locales/en/exercise-kit.json';
import { FingerBreathingScreen } from './finger-breathing-screen';

// Issue 41 (content review 3, §5 item 2): a rating of 8 or more before finger breathing is
// answered before the tracing, with the emergency sentence.

const fill = (text: string, before: number) => text.replace('{{before}}', String(before));

let harness: ExerciseHarness | undefined;
afterEach(() => {
  harness?.cleanup();
  harness = undefined;
});

describe('a rating of 8 or more before finger breathing', () => {
  it('in finger breathing, suggests no other exercise, and starts the tracing when chosen', async () => {
    harness = await renderExercise(<FingerBreathingScreen />, {
      path: '/exercises/creativity/finger-breathing/',
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'At my own pace' }));
    await user.click(screen.getByRole('radio', { name: '10 out of 10' }));
    await user.click(screen.getByRole('button', { name: en.distress.save }));
    expect(screen.getByText(fill(en.distress.highBeforeShortest, 10))).toBeTruthy();
    expect(screen.getByTestId('emergency-sentence')).toBeTruthy();
    expect(screen.queryByRole('link', { name: en.distress.highBeforeOther })).toBeNull();
    await user.click(screen.getByRole('button', { name: en.distress.highBeforeStart }));
    expect(screen.queryByTestId('high-distress-before')).toBeNull();
    // The rating is kept in the background: the test ends only once it is, so the keeping never
    // runs on after the page it would report to is gone.
    await vi.waitFor(async () =>
      expect((await readDeviceProgress()).ratings).toEqual([
        expect.objectContaining({ exercise: 'finger-breathing', phase: 'before', value: 10 }),
      ]),
    );
  });
});
