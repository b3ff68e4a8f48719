import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadModal } from '@/components/modal';
import { playButton, renderExercise, type ExerciseHarness } from '../test/render-exercise';
import { DEVICE_PROGRESS_KEY, readDeviceProgress } from '../records/device-progress';
import { StepFlow, type StepFlowProps } from './exercise-flow';

// The pause menu's dialog opens at once, however busy the machine is (its code is loaded ahead).
beforeAll(() => preloadModal());

const STEPS = [
  { title: 'Hands', content: <p>Make a fist.</p> },
  { title: 'Arms', content: <p>Bend your arms.</p> },
  { title: 'Shoulders', content: <p>Lift your shoulders.</p> },
];

const PATH = '/exercises/mind-body/relaxation/';

function flow(overrides: Partial<StepFlowProps> = {}) {
  return (
    <StepFlow
      name="test-exercise"
      intro={<p>An introduction.</p>}
      startLabel="Start"
      steps={STEPS}
      reflection={{}}
      returnTo={PATH}
      {...overrides}
    />
  );
}

let harness: ExerciseHarness | undefined;
afterEach(() => {
  harness?.cleanup();
  harness = undefined;
});

async function start(options: Parameters<typeof renderExercise>[1] = {}, node = flow()) {
  harness = await renderExercise(node, { path: PATH, ...options });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Start' }));
  return { harness, user };
}

const stepHeading = () => screen.getByRole('heading', { level: 2 }).textContent;

describe('the step runner', () => {
  it('shows "Step n of N" and moves with Next step and Previous step', async () => {
    const { user } = await start();
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(stepHeading()).toBe('Hands');
    expect(
      screen.getByRole('progressbar', { name: 'Exercise progress' }).getAttribute('aria-valuetext'),
    ).toBe('Step 1 of 3');
    expect(screen.getByRole('button', { name: 'Previous step' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    expect(stepHeading()).toBe('Arms');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('Step 2 of 3');
    await user.click(screen.getByRole('button', { name: 'Previous step' }));
    expect(stepHeading()).toBe('Hands');
  });

  it('moves with the arrow keys, the left arrow going on in Arabic', async () => {
    const { user } = await start({ language: 'ar' });
    await user.click(screen.getByRole('button', { name: 'تخطَّ' }));
    screen.getByRole('button', { name: 'الخطوة التالية' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('الخطوة 2 من 3');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('الخطوة 1 من 3');
  });

  it('comes back to the same step after a reload, in this tab only', async () => {
    const { harness: h, user } = await start();
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    expect(stepHeading()).toBe('Shoulders');
    await h.reload();
    expect(await screen.findByRole('heading', { name: 'Shoulders' })).toBeTruthy();
    // Only a step number and a phase are kept, nothing personal.
    expect(sessionStorage.getItem('waha.step.test-exercise')).toBe('2');
    sessionStorage.clear();
    await h.reload();
    expect(await screen.findByRole('button', { name: 'Start' })).toBeTruthy();
  });
});

describe('the pause menu', () => {
  it('resumes where it was', async () => {
    const { user } = await start();
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    await user.click(screen.getByRole('button', { name: 'Pause exercise' }));
    // The dialog's code loads the first time one opens (components/modal.tsx).
    expect(await screen.findByRole('dialog', { name: 'Exercise paused' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(stepHeading()).toBe('Arms');
  });

  it('restarts only after confirming that progress is lost', async () => {
    const { user } = await start();
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    await user.click(screen.getByRole('button', { name: 'Pause exercise' }));
    await user.click(await screen.findByRole('button', { name: 'Restart' }));
    const confirm = screen.getByRole('dialog', { name: 'Restart the exercise?' });
    expect(confirm.textContent).toContain('your progress is lost');
    await user.click(screen.getByRole('button', { name: 'Keep going' }));
    expect(screen.getByRole('dialog', { name: 'Exercise paused' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Restart' }));
    await user.click(screen.getByRole('button', { name: 'Restart' }));
    expect(await screen.findByRole('button', { name: 'Start' })).toBeTruthy();
    expect(sessionStorage.getItem('waha.step.test-exercise')).toBe('0');
  });

  it('exits to the hub only after confirming that progress is not saved', async () => {
    const { harness: h, user } = await start();
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    await user.click(screen.getByRole('button', { name: 'Pause exercise' }));
    await user.click(await screen.findByRole('button', { name: 'Exit' }));
    const confirm = screen.getByRole('dialog', { name: 'Exit the exercise?' });
    expect(confirm.textContent).toContain('your progress is not saved');
    expect(h.pathname()).toBe(PATH);
    await user.click(screen.getByRole('button', { name: 'Exit' }));
    await waitFor(() => expect(h.pathname()).toBe('/exercises/'));
    expect(sessionStorage.getItem('waha.step.test-exercise')).toBeNull();
  });

  it('puts the focus on the safe choice: Keep going in a confirmation, Resume in the menu', async () => {
    const { user } = await start();
    const focused = (name: string) =>
      waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name })));
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    await user.click(screen.getByRole('button', { name: 'Pause exercise' }));
    // By keyboard: Restart asks first, with the focus on Keep going, so a second Enter restarts
    // nothing; Keep going returns to the menu with the focus on Resume.
    (await screen.findByRole('button', { name: 'Restart' })).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Restart the exercise?' })).toBeTruthy();
    await focused('Keep going');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Exercise paused' })).toBeTruthy();
    await focused('Resume');
    // The same for Exit.
    await user.click(screen.getByRole('button', { name: 'Exit' }));
    await focused('Keep going');
    await user.keyboard('{Enter}');
    await focused('Resume');
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(stepHeading()).toBe('Arms');
  });
});

describe('the distress check and the completion card', () => {
  async function toTheEnd(before: string | null, after: string | null, signedIn = false) {
    const { harness: h, user } = await start({ signedIn }, flow({ reflection: undefined }));
    await user.click(screen.getByRole('radio', { name: `${before ?? 0} out of 10` }));
    await user.click(screen.getByRole('button', { name: before ? 'Save my answer' : 'Skip' }));
    for (let i = 0; i < STEPS.length; i += 1) {
      await user.click(screen.getByRole('button', { name: 'Next step' }));
    }
    expect(
      screen.getByRole('group', { name: 'How distressed do you feel right now?' }),
    ).toBeTruthy();
    if (after) await user.click(screen.getByRole('radio', { name: `${after} out of 10` }));
    await user.click(screen.getByRole('button', { name: after ? 'Save my answer' : 'Skip' }));
    // A rating that rose is met with a neutral heading instead of praise (completion.titleRose).
    const rose = before !== null && after !== null && Number(after) > Number(before);
    await screen.findByRole('heading', { name: rose ? 'You finished' : 'Well done' });
    return { h, user };
  }

  it('shows a lower rating kindly, and keeps a guest’s ratings on the device', async () => {
    await toTheEnd('7', '4');
    expect(screen.getByText(/now you say 4\. Your distress is a little lower\./)).toBeTruthy();
    await vi.waitFor(async () =>
      expect((await readDeviceProgress()).ratings).toMatchObject([
        { exercise: 'test-exercise', phase: 'before', value: 7 },
        { exercise: 'test-exercise', phase: 'after', value: 4 },
      ]),
    );
    // Kept encrypted: the device's copy does not name the exercise.
    expect(localStorage.getItem(DEVICE_PROGRESS_KEY)).not.toContain('test-exercise');
  });

  it('meets a higher rating with guidance, and saves an account’s as encrypted records', async () => {
    const { h } = await toTheEnd('3', '6', true);
    expect(screen.getByText(/stop, look around you and breathe normally/)).toBeTruthy();
    await waitFor(() => expect(h.server.records.size).toBe(2));
    expect(localStorage.getItem(DEVICE_PROGRESS_KEY)).toBeNull();
    expect(h.server.bodies.join()).not.toContain('test-exercise');
    const values = await h.decrypted<{ phase: string; value: number }>('distress-check');
    expect(values.map((value) => value.value).sort()).toEqual([3, 6]);
  });

  it('never blocks: skipped ratings lead on and the card says nothing about a change', async () => {
    await toTheEnd(null, null);
    expect(screen.queryByText(/out of 10/)).toBeNull();
  });

  it('Finish goes to the hub and Repeat starts again', async () => {
    const { h, user } = await toTheEnd(null, null);
    await user.click(screen.getByRole('button', { name: 'Repeat' }));
    expect(await screen.findByRole('button', { name: 'Start' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(stepHeading()).toBe('Hands');
    for (let i = 0; i < STEPS.length; i += 1) {
      await user.click(screen.getByRole('button', { name: 'Next step' }));
    }
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    await user.click(await screen.findByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(h.pathname()).toBe('/exercises/'));
  });
});

describe('steps bound to a segmented narration', () => {
  const AUDIO = {
    src: '/media/en/relaxation.opus',
    title: 'Muscle relaxation',
    segments: [
      [0, 30],
      [30, 70],
      [70, 100],
    ] as const,
  };

  it('plays each step’s segment and moves on at its end, or by hand', async () => {
    const { harness: h, user } = await start({}, flow({ audio: AUDIO, reflection: undefined }));
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    h.media.loadMetadata(100);
    await user.click(playButton());
    h.media.timeUpdate(12);
    expect(stepHeading()).toBe('Hands');
    h.media.timeUpdate(30);
    await waitFor(() => expect(stepHeading()).toBe('Arms'));
    // By hand: the next step's segment, from its start.
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    expect(stepHeading()).toBe('Shoulders');
    await waitFor(() => expect(h.media.element().currentTime).toBe(70));
    await user.click(playButton());
    h.media.timeUpdate(100);
    expect(
      await screen.findByRole('group', { name: 'How distressed do you feel right now?' }),
    ).toBeTruthy();
  });

  it('pauses the narration while the pause menu is open', async () => {
    const { harness: h, user } = await start({}, flow({ audio: AUDIO, reflection: undefined }));
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    h.media.loadMetadata(100);
    await user.click(playButton());
    expect(h.media.isPaused()).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Pause exercise' }));
    await waitFor(() => expect(h.media.isPaused()).toBe(true));
  });
});
