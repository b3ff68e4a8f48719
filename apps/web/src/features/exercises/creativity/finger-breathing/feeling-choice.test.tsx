import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderExercise, type ExerciseHarness } from '@/exercise-kit/test/render-exercise';
import arCommon from '@/locales/ar/common.json';
import enCommon from '@/locales/en/common.json';
import { FeelingChoice } from './feeling-choice';
import type { FeelingRecord } from './feelings';
import { FingerBreathingScreen } from './finger-breathing-screen';
import { EXERCISE } from './kept-place';
import { PATH } from './test/flow';

let harness: ExerciseHarness | undefined;
afterEach(() => {
  harness?.cleanup();
  harness = undefined;
  sessionStorage.clear();
});

describe('the feeling choice of a signed-in person', () => {
  it('saves encrypted, and offers a retry when a save fails', async () => {
    const onDone = vi.fn();
    const user = userEvent.setup();
    harness = await renderExercise(<FeelingChoice onDone={onDone} />, { signedIn: true });
    expect(
      await screen.findByText('Saved in your account, locked so that only you can read it.'),
    ).toBeTruthy();
    harness.server.refuseWrites = true;
    await user.click(screen.getByRole('radio', { name: 'Okay' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your answer could not be saved. You can try again, or go on without saving.',
    );
    expect(onDone).not.toHaveBeenCalled();
    // The choice is still there: saving again works.
    expect((screen.getByRole('radio', { name: 'Okay' }) as HTMLInputElement).checked).toBe(true);
    harness.server.refuseWrites = false;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith('okay', 'saved'));
    const saved = await harness.decrypted<FeelingRecord>('feeling');
    expect(saved.map((record) => record.feeling)).toEqual(['okay']);
    expect(localStorage.getItem('waha.feelings')).toBeNull();
  });

  it.each([
    [
      'en',
      'Okay',
      'Save',
      'Your account has no room left to save more. What you entered is still here on this screen, and you can still use every exercise.',
      'A lot was saved in a short time, so saving is paused for a moment. What you entered is still here. Please wait a minute, then try again.',
    ],
    [
      'ar',
      'لا بأس',
      'احفظ',
      'لم يعد في حسابك مكان لحفظ المزيد. ما أدخلته ما زال هنا على هذه الشاشة، وما زال بإمكانك استخدام كل التمارين.',
      'حُفظ الكثير في وقت قصير، لذلك توقّف الحفظ لحظة. ما أدخلته ما زال هنا. يرجى الانتظار دقيقة، ثم المحاولة مرة أخرى.',
    ],
  ] as const)(
    'says kindly (%s) when the account is full or saving must pause, and keeps the choice',
    async (language, okay, saveLabel, full, paused) => {
      const onDone = vi.fn();
      const user = userEvent.setup();
      harness = await renderExercise(<FeelingChoice onDone={onDone} />, {
        language,
        signedIn: true,
      });
      harness.server.storageQuota = 0;
      await user.click(await screen.findByRole('radio', { name: okay }));
      await user.click(screen.getByRole('button', { name: saveLabel }));
      expect((await screen.findByRole('alert')).textContent).toBe(full);
      expect((screen.getByRole('radio', { name: okay }) as HTMLInputElement).checked).toBe(true);
      harness.server.writesLimited = true;
      await user.click(screen.getByRole('button', { name: saveLabel }));
      await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe(paused));
      expect((screen.getByRole('radio', { name: okay }) as HTMLInputElement).checked).toBe(true);
      expect(onDone).not.toHaveBeenCalled();
      expect(harness.server.records.size).toBe(0);
    },
  );
});

describe('a feeling saved offline', () => {
  it.each([
    ['en', 'Okay', 'Save', enCommon.sync.savedOnDevice],
    ['ar', 'لا بأس', 'احفظ', arCommon.sync.savedOnDevice],
  ] as const)(
    'is said (%s) at the end to be saved on this device, to sync later',
    async (language, okay, saveLabel, onDevice) => {
      // The exercise is at its feeling choice (as after tracing and the second rating).
      const place = { stage: 'feeling', mode: 'voice', before: null, after: null };
      sessionStorage.setItem(`waha.flow.${EXERCISE}`, JSON.stringify(place));
      harness = await renderExercise(<FingerBreathingScreen />, {
        language,
        signedIn: true,
        path: PATH,
      });
      const user = userEvent.setup();
      harness.server.offline = true;
      await user.click(await screen.findByRole('radio', { name: okay }));
      await user.click(screen.getByRole('button', { name: saveLabel }));
      const status = await screen.findByText(onDevice);
      expect(status.getAttribute('role')).toBe('status');
      expect(harness.server.records.size).toBe(0);
    },
  );
});
