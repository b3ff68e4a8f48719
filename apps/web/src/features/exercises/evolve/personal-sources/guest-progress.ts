import { deviceKey, readItem, writeItem } from '@/lib/platform/device-storage';
import { draftStorageKey } from '@/lib/session/session-drafts';
import { asStep, STEPS, type StepNumber } from './steps';

/** The name of a step's unsaved text in this tab (a draft: logging out forgets it). */
export function draftKey(step: number): string {
  return `personal-sources.${step}`;
}

// The step reached in this tab: a number, nothing personal, so logging out keeps it.
const STEP_KEY = deviceKey('waha.personal-sources.step');

export function rememberStep(step: number): void {
  try {
    writeItem(STEP_KEY, String(step));
  } catch {
    // Blocked storage: the intro simply offers to start again.
  }
}

/** The step this tab reached last, if any. */
export function rememberedStep(): StepNumber | null {
  try {
    return asStep(Number(readItem(STEP_KEY)));
  } catch {
    return null;
  }
}

/** The texts typed in this tab and not saved, by step (a guest's answers). */
export function tabAnswers(): Map<StepNumber, string> {
  const answers = new Map<StepNumber, string>();
  for (const step of STEPS) {
    try {
      const text = readItem(draftStorageKey(draftKey(step)));
      if (text) answers.set(step, text);
    } catch {
      // Blocked storage holds nothing.
    }
  }
  return answers;
}
