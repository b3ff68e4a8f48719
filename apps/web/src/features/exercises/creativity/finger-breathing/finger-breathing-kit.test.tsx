import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadModal } from '@/components/modal';
import { readDeviceProgress } from '@/exercise-kit/records/device-progress';
import type { ExerciseHarness } from '@/exercise-kit/test/render-exercise';
import { breathTimeline } from './breath-timeline';
import { FingerBreathingScreen } from './finger-breathing-screen';
import { WAYS, startTracing, trace } from './test/flow';

// The pause menu's dialog opens at once, however busy the machine is (its code is loaded ahead).
beforeAll(() => preloadModal());

let harness: ExerciseHarness | undefined;
afterEach(() => {
  harness?.cleanup();
  harness = undefined;
});

const TEXTS = {
  en: {
    ...WAYS.en,
    pause: 'Pause exercise',
    pauseVoice: 'Pause',
    paused: 'Exercise paused',
    resume: 'Resume',
    restart: 'Restart',
    restartLost: 'If you restart, your progress is lost.',
    exit: 'Exit',
    exitNotSaved: 'If you exit now, your progress is not saved.',
    goBack: 'Keep going',
    finished: 'I have finished',
    rating: (value: number) => `${value} out of 10`,
    saveRating: 'Save my answer',
    feeling: 'Good',
    feelingSkip: 'Skip',
    save: 'Save',
    done: 'Well done',
    message: /You have finished finger breathing\./,
    thanks: /Thank you for noticing how you feel/,
    lower: 'Before, you said 7 out of 10; now you say 4. Your distress is a little lower.',
    finish: 'Finish',
    repeat: 'Repeat',
  },
  ar: {
    ...WAYS.ar,
    pause: 'أوقِف التمرين مؤقتًا',
    pauseVoice: 'أوقف مؤقتًا',
    paused: 'التمرين متوقّف مؤقتًا',
    resume: 'تابِع',
    restart: 'ابدأ من جديد',
    restartLost: 'إن بدأت من جديد، فسيضيع تقدّمك.',
    exit: 'اخرج',
    exitNotSaved: 'إن خرجت الآن، فلن يُحفظ تقدّمك.',
    goBack: 'أكمِل التمرين',
    finished: 'انتهيت',
    rating: (value: number) => `${value} من 10`,
    saveRating: 'احفظ إجابتي',
    feeling: 'شعور جيد',
    feelingSkip: 'تخطَّ',
    save: 'احفظ',
    // A guest: the words for anyone (a signed-in woman or man reads أحسنتِ or أحسنتَ).
    done: 'عمل رائع',
    message: /لقد أنهيت تمرين التنفّس بالأصابع\./,
    thanks: /شكرًا لأنك انتبهت إلى شعورك/,
    lower: 'قبل التمرين اخترت 7 من 10، والآن 4. ضيقك أخفّ قليلًا.',
    finish: 'أنهِ التمرين',
    repeat: 'أعِد التمرين',
  },
} as const;

describe.each(['en', 'ar'] as const)('finger breathing on the kit (%s)', (language) => {
  const t = TEXTS[language];
  const dialog = () => within(screen.getByRole('dialog'));

  it('pauses the voice and the hand in the pause menu; Restart and Exit ask first', async () => {
    const animation = { currentTime: 0, pause: vi.fn(), play: vi.fn(), cancel: vi.fn() };
    Object.defineProperty(SVGElement.prototype, 'animate', {
      configurable: true,
      value: vi.fn(() => animation),
    });
    try {
      const { h, user } = await startTracing(<FingerBreathingScreen />, 'voice', { language });
      harness = h;
      const first = breathTimeline(language).breaths[0];
      if (!first) throw new Error('no breaths');
      h.media.loadMetadata(160);
      // The voice starts by itself once chosen (after the player's settling delay), no Play pressed.
      await waitFor(() => expect(h.media.isPaused()).toBe(false));
      h.media.timeUpdate(first.start + 1);
      expect(trace()).toBe('0-thumb-in');
      expect(h.media.isPaused()).toBe(false);
      animation.pause.mockClear();

      await user.click(screen.getByRole('button', { name: t.pause }));
      // The dialog's code loads the first time one opens (components/modal.tsx).
      expect(await screen.findByRole('dialog', { name: t.paused })).toBeTruthy();
      expect(h.media.isPaused()).toBe(true);
      expect(animation.pause).toHaveBeenCalled();
      await user.click(dialog().getByRole('button', { name: t.resume }));
      expect(screen.queryByRole('dialog')).toBeNull();
      // Resume plays the voice on by itself, after the same settling delay.
      await waitFor(() => expect(h.media.isPaused()).toBe(false));
      expect(screen.getByRole('button', { name: t.pauseVoice })).toBeTruthy();
      expect(trace()).toBe('0-thumb-in');

      // Restart: a confirmation that progress is lost; Keep going keeps the place.
      await user.click(screen.getByRole('button', { name: t.pause }));
      await user.click(dialog().getByRole('button', { name: t.restart }));
      expect(dialog().getByText(t.restartLost)).toBeTruthy();
      await user.click(dialog().getByRole('button', { name: t.goBack }));
      expect(dialog().getByRole('button', { name: t.resume })).toBeTruthy();
      await user.click(dialog().getByRole('button', { name: t.restart }));
      await user.click(dialog().getByRole('button', { name: t.restart }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(screen.getByRole('button', { name: t.voice })).toBeTruthy();
      expect(screen.queryByRole('img')).toBeNull();

      // Exit, at one's own pace this time: a confirmation that progress is not saved.
      await user.click(screen.getByRole('button', { name: t.ownPace }));
      await user.click(screen.getByRole('button', { name: t.skip }));
      await user.keyboard('{Enter}');
      expect(trace()).toBe('0-thumb-in');
      await user.click(screen.getByRole('button', { name: t.pause }));
      await user.click(dialog().getByRole('button', { name: t.exit }));
      expect(dialog().getByText(t.exitNotSaved)).toBeTruthy();
      expect(h.pathname()).toBe('/exercises/creativity/finger-breathing/');
      await user.click(dialog().getByRole('button', { name: t.exit }));
      await vi.waitFor(() => expect(h.pathname()).toBe('/exercises/'));
    } finally {
      Reflect.deleteProperty(SVGElement.prototype, 'animate');
    }
  });

  it('ends on the completion card: the change, a kind word, Repeat and Finish', async () => {
    const { h, user } = await startTracing(<FingerBreathingScreen />, 'voice', { language });
    harness = h;
    // Once more from the start, this time with both ratings.
    await user.click(screen.getByRole('button', { name: t.finished }));
    await user.click(screen.getByRole('button', { name: t.skip }));
    await user.click(screen.getByRole('button', { name: t.feelingSkip }));
    const heading = screen.getByRole('heading', { name: t.done });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText(t.message)).toBeTruthy();
    expect(screen.queryByText(t.lower)).toBeNull();
    await user.click(screen.getByRole('button', { name: t.repeat }));

    await user.click(screen.getByRole('button', { name: t.voice }));
    await user.click(screen.getByRole('radio', { name: t.rating(7) }));
    await user.click(screen.getByRole('button', { name: t.saveRating }));
    await user.click(screen.getByRole('button', { name: t.finished }));
    await user.click(screen.getByRole('radio', { name: t.rating(4) }));
    await user.click(screen.getByRole('button', { name: t.saveRating }));
    await user.click(screen.getByRole('radio', { name: t.feeling }));
    await user.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByRole('heading', { name: t.done })).toBeTruthy();
    expect(screen.getByText(t.thanks)).toBeTruthy();
    expect(screen.getByText(t.lower)).toBeTruthy();
    await vi.waitFor(async () =>
      expect((await readDeviceProgress()).ratings).toEqual([
        expect.objectContaining({ exercise: 'finger-breathing', phase: 'before', value: 7 }),
        expect.objectContaining({ exercise: 'finger-breathing', phase: 'after', value: 4 }),
      ]),
    );

    await user.click(screen.getByRole('button', { name: t.finish }));
    await vi.waitFor(() => expect(h.pathname()).toBe('/exercises/'));
  });
});
