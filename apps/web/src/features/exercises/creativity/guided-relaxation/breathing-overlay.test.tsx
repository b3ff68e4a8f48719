import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpPlayerTests } from '@/test/render-audio-player';
import { preloadModal } from '@/components/modal';
import { AUDIO_SRC, advance, renderOverlay } from './test/render-overlay';

// The dialog's code loads on first opening (components/modal.tsx, whose own test covers that
// wait); loaded here once, so that these tests, some on fake timers, see dialogs open at once.
beforeAll(() => preloadModal());

const kit = setUpPlayerTests();

const progress = () => screen.getByRole('progressbar');
const dialogTitle = () => screen.getByRole('dialog').getAttribute('aria-labelledby') ?? '';
const titleText = () => document.getElementById(dialogTitle())?.textContent;

/** Lets the countdown of step 7 run out (the player auto-starts, then ten numbers of 2.7 s). */
function finishCountdown() {
  kit.media.loadMetadata(208);
  advance(300);
  advance(2700 * 10);
}

describe('BreathingOverlay', () => {
  it('opens at step 1 with its title, description, progress and the audio', () => {
    renderOverlay(kit.en);
    expect(screen.getByRole('dialog', { name: 'Getting ready' })).toBeTruthy();
    expect(screen.getByText(/Find a comfortable position/)).toBeTruthy();
    expect(screen.getByText('Step 1 of 7')).toBeTruthy();
    expect(progress().getAttribute('aria-valuenow')).toBe('1');
    expect(progress().getAttribute('aria-valuemax')).toBe('7');
    expect(progress().getAttribute('aria-valuetext')).toBe('Step 1 of 7');
    expect(kit.media.element().getAttribute('src')).toBe(AUDIO_SRC);
    expect(screen.getByRole('group', { name: 'Audio player: Guided breathing' })).toBeTruthy();
  });

  it('renders nothing while closed', () => {
    renderOverlay(kit.en, { isOpen: false });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('audio')).toBeNull();
  });

  it('follows the playback time from step to step, at the spec’s boundaries', () => {
    renderOverlay(kit.en);
    kit.media.loadMetadata(208);
    const expected: [number, number, string][] = [
      [72.9, 1, 'Getting ready'],
      [73, 2, 'Breathing together'],
      [105.9, 2, 'Breathing together'],
      [106, 3, 'Feeling the ground'],
      [133, 4, 'About the countdown'],
      [149, 5, 'Closing your eyes'],
      [166, 6, 'Getting ready to count'],
      [177, 7, 'Counting down'],
      [208, 7, 'Counting down'],
      [10, 1, 'Getting ready'],
    ];
    for (const [seconds, step, title] of expected) {
      kit.media.timeUpdate(seconds);
      expect(titleText()).toBe(title);
      expect(progress().getAttribute('aria-valuetext')).toBe(`Step ${step} of 7`);
    }
    kit.media.timeUpdate(150);
    expect(screen.getByText(/gently close your eyes/)).toBeTruthy();
  });

  it('opens at a given step and seeks the audio to its start', () => {
    renderOverlay(kit.en, { initialStepId: '3' });
    expect(titleText()).toBe('Feeling the ground');
    expect(screen.getByText('Step 3 of 7')).toBeTruthy();
    expect(kit.media.element().currentTime).toBe(106);
  });

  it('shows the message key itself for an unknown step (spec §8), in either language', () => {
    const { unmount } = renderOverlay(kit.en, { initialStepId: '8' });
    expect(screen.getByRole('alert').textContent).toBe('guided-relaxation:notFound');
    expect(screen.getByRole('dialog', { name: 'Guided breathing' })).toBeTruthy();
    expect(document.querySelector('audio')).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
    unmount();
    renderOverlay(kit.ar, { initialStepId: 'x' });
    expect(screen.getByRole('alert').textContent).toBe('guided-relaxation:notFound');
  });

  it('closes with Finish after the countdown', () => {
    const { onClose } = renderOverlay(kit.en, { initialStepId: '7' });
    finishCountdown();
    expect(onClose).not.toHaveBeenCalled();
    // Focus goes to Finish: the controls it may have been on were disabled during the countdown.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Finish' }));
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes with the close button at any step', () => {
    const { onClose } = renderOverlay(kit.en, { initialStepId: '4' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('goes back to step 1 with Repeat, the audio from 0 and playing again', () => {
    const { onClose } = renderOverlay(kit.en, { initialStepId: '7' });
    finishCountdown();
    kit.media.timeUpdate(208);
    kit.media.fire('ended');
    expect(kit.media.play).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'Repeat' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(titleText()).toBe('Getting ready');
    expect(screen.getByText('Step 1 of 7')).toBeTruthy();
    expect(screen.queryByText(/Well done/)).toBeNull();
    expect(kit.media.element().currentTime).toBe(0);
    advance(299);
    expect(kit.media.play).toHaveBeenCalledTimes(1);
    advance(1);
    expect(kit.media.play).toHaveBeenCalledTimes(2);
    expect(kit.media.element().currentTime).toBe(0);

    // The next round runs the countdown afresh.
    kit.media.loadMetadata(208);
    kit.media.timeUpdate(177);
    expect(screen.getByTestId('countdown-number').textContent).toBe('10');
  });
});

describe('BreathingOverlay in Arabic', () => {
  it('lays out right to left with the Arabic texts and Latin digits in the progress', () => {
    renderOverlay(kit.ar, { initialStepId: '3' });
    expect(screen.getByRole('dialog', { name: 'الإحساس بالأرض' })).toBeTruthy();
    expect(screen.getByText(/يمكنك ملاحظة المواضع التي يلامس فيها جسدك/)).toBeTruthy();
    expect(screen.getByText('الخطوة 3 من 7')).toBeTruthy();
    expect(progress().getAttribute('aria-valuetext')).toBe('الخطوة 3 من 7');
    expect(progress().getAttribute('aria-label')).toBe('تقدّم التمرين');
    expect(progress().closest('[dir]')?.getAttribute('dir')).toBe('rtl');
  });

  it('shows the breathing prompts, the countdown and the finish message in Arabic', () => {
    renderOverlay(kit.ar, { initialStepId: '2' });
    kit.media.loadMetadata(208);
    advance(300);
    advance(1000);
    expect(screen.getByText('لنأخذ نفَسًا عميقًا بهدوء')).toBeTruthy();
    advance(3500);
    expect(screen.getByText('شهيق')).toBeTruthy();
    expect(screen.getByText('النَّفَس 1 من 3')).toBeTruthy();
    advance(3260);
    expect(screen.getByText('زفير')).toBeTruthy();

    kit.media.timeUpdate(177);
    expect(titleText()).toBe('العدّ التنازلي');
    expect(screen.getByTestId('countdown-number').textContent).toBe('10');
    advance(2700 * 10);
    // No account here: the words for anyone, and the way back to the room.
    expect(screen.getByText(/^عمل رائع\. .*يمكنك فتح عينيك، والنظر حولك/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'أنهِ التمرين' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'أعِد التمرين' })).toBeTruthy();
  });
});
