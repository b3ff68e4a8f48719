import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderExercise, type ExerciseHarness } from '@/exercise-kit/test/render-exercise';
import arCommon from '@/locales/ar/common.json';
import ar from '@/locales/ar/personal-sources.json';
import enCommon from '@/locales/en/common.json';
import en from '@/locales/en/personal-sources.json';
import { PersonalSourcesStepScreen } from './personal-sources-step-screen';
import { PersonalSourcesSummaryScreen } from './personal-sources-summary-screen';
import type { StepNumber } from './steps';

const BASE = '/exercises/evolve/personal-sources';
const SECRET = 'WahaE2EPlaintext the river at dawn';
const TEXTS = {
  en: { ...en, onDevice: enCommon.sync.savedOnDevice },
  ar: { ...ar, onDevice: arCommon.sync.savedOnDevice },
} as const;

let harness: ExerciseHarness | undefined;
afterEach(() => {
  harness?.cleanup();
  harness = undefined;
  sessionStorage.clear();
});

describe.each(['en', 'ar'] as const)('personal sources offline, in %s', (language) => {
  const T = TEXTS[language];
  const show = async (node: ReactNode, path: string) => {
    harness?.cleanup();
    harness = await renderExercise(node, { language, signedIn: true, path });
    return harness;
  };
  // "Saving…" while an autosave made during the typing runs (slow under load).
  const moveOnButton = (name: string) => screen.findByRole('button', { name }, { timeout: 10_000 });
  const stepScreen = (step: StepNumber) =>
    show(<PersonalSourcesStepScreen step={step} />, `${BASE}/${step}`);

  /** Writes an answer and moves on ("Continue to Next Step?" → Continue), the server away. */
  const answerOffline = async (step: StepNumber) => {
    const h = await stepScreen(step);
    const user = userEvent.setup();
    const box = screen.getByRole('textbox', { name: T.step.label });
    await waitFor(() => expect(box).toHaveProperty('disabled', false));
    await user.type(box, SECRET);
    h.server.offline = true;
    await user.click(await moveOnButton(step === 11 ? T.step.toSummary : T.step.next));
    const dialog = await screen.findByRole('dialog', { name: T.step.confirm.title });
    await user.click(within(dialog).getByRole('button', { name: T.step.confirm.yes }));
    await waitFor(() => expect(h.pathname()).not.toBe(`${BASE}/${step}`), { timeout: 10_000 });
    expect(h.server.records.size).toBe(0);
  };

  it('says on the next step that the answer is saved on this device and will sync, once', async () => {
    await answerOffline(3);
    await stepScreen(4);
    const status = screen.getByText(T.onDevice);
    expect(status.getAttribute('role')).toBe('status');
    expect(status.textContent).toBe(T.onDevice);
    // Said for the save that led here, not again on the next screen.
    await stepScreen(5);
    expect(screen.queryByText(T.onDevice)).toBeNull();
  });

  it('says it on the summary after the last step', async () => {
    await answerOffline(11);
    await show(<PersonalSourcesSummaryScreen />, `${BASE}/summary`);
    expect((await screen.findByText(T.onDevice)).getAttribute('role')).toBe('status');
  });

  it('says nothing of the device when the answer reached the server', async () => {
    const h = await stepScreen(2);
    const user = userEvent.setup();
    const box = screen.getByRole('textbox', { name: T.step.label });
    await waitFor(() => expect(box).toHaveProperty('disabled', false));
    await user.type(box, SECRET);
    await user.click(await moveOnButton(T.step.next));
    const dialog = await screen.findByRole('dialog', { name: T.step.confirm.title });
    await user.click(within(dialog).getByRole('button', { name: T.step.confirm.yes }));
    await waitFor(() => expect(h.server.records.size).toBe(1), { timeout: 10_000 });
    await stepScreen(3);
    expect(screen.queryByText(T.onDevice)).toBeNull();
  });
});
