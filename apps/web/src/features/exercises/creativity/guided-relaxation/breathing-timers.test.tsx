import { act, fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpPlayerTests } from '@/test/render-audio-player';
import { preloadModal } from '@/components/modal';
import { advance, playButton, renderOverlay } from './test/render-overlay';

// The dialog's code loads on first opening (components/modal.tsx, whose own test covers that
// wait); loaded here once, so that these tests, some on fake timers, see dialogs open at once.
beforeAll(() => preloadModal());

const kit = setUpPlayerTests();

// The spec's numbers (§4, §9), written out so that a wrong constant fails these tests.
const CYCLES_START_MS = 4500;
const INHALE_MS = 3260;
const EXHALE_MS = 3270;

/** Opens the overlay at a step and lets the player auto-start (300 ms) with the media ready. */
function startAt(stepId: string) {
  const rendered = renderOverlay(kit.en, { initialStepId: stepId });
  kit.media.loadMetadata(208);
  advance(300);
  expect(kit.media.play).toHaveBeenCalledTimes(1);
  expect(kit.media.isPaused()).toBe(false);
  return rendered;
}

const prompt = () =>
  [
    'Take a deep breath, gently',
    'Breathe in',
    'Breathe out',
    'Keep breathing calmly, at your own pace',
  ]
    .filter((text) => screen.queryByText(text))
    .join('|');

describe('step 2: breathing prompts', () => {
  it('shows the description until play starts, and the deep-breath prompt 1 s after, not before', () => {
    renderOverlay(kit.en, { initialStepId: '2' });
    expect(screen.getByRole('dialog', { name: 'Breathing together' })).toBeTruthy();
    expect(screen.getByText(/We will breathe slowly together/)).toBeTruthy();
    expect(playButton().hasAttribute('disabled')).toBe(false);
    advance(5000); // nothing plays yet: no metadata, so the player is loading, not playing
    expect(prompt()).toBe('');

    kit.media.loadMetadata(208);
    kit.media.fire('playing');
    advance(999);
    expect(prompt()).toBe('');
    expect(screen.getByText(/We will breathe slowly together/)).toBeTruthy();
    advance(1);
    expect(prompt()).toBe('Take a deep breath, gently');
  });

  it('alternates inhale 3.26 s and exhale 3.27 s from 4.5 s for three cycles, then asks to keep breathing', () => {
    startAt('2');
    advance(CYCLES_START_MS - 1);
    expect(prompt()).toBe('Take a deep breath, gently');
    expect(playButton().hasAttribute('disabled')).toBe(true);
    advance(1);
    expect(prompt()).toBe('Breathe in');
    expect(screen.getByText('Breath 1 of 3')).toBeTruthy();
    expect(screen.getByTestId('breathing-circle').className).toContain('motion-safe:scale-100');

    for (let cycle = 1; cycle <= 3; cycle += 1) {
      advance(INHALE_MS - 1);
      expect(prompt()).toBe('Breathe in');
      advance(1);
      expect(prompt()).toBe('Breathe out');
      expect(screen.getByText(`Breath ${cycle} of 3`)).toBeTruthy();
      expect(screen.getByTestId('breathing-circle').className).toContain('motion-safe:scale-50');
      expect(playButton().hasAttribute('disabled')).toBe(true);
      advance(EXHALE_MS - 1);
      expect(prompt()).toBe('Breathe out');
      advance(1);
      if (cycle < 3) {
        expect(prompt()).toBe('Breathe in');
        expect(screen.getByText(`Breath ${cycle + 1} of 3`)).toBeTruthy();
      }
    }
    expect(prompt()).toBe('Keep breathing calmly, at your own pace');
    expect(screen.queryByText(/Breath \d of 3/)).toBeNull();
    expect(playButton().hasAttribute('disabled')).toBe(false);
    advance(20_000);
    expect(prompt()).toBe('Keep breathing calmly, at your own pace');
  });

  it('moves the circle only under motion-safe, so reduced motion changes the words alone', () => {
    startAt('2');
    advance(CYCLES_START_MS);
    const classes = screen.getByTestId('breathing-circle').className.split(' ');
    const moving = classes.filter((name) => /scale|transition|animate/.test(name));
    expect(moving.length).toBeGreaterThan(0);
    expect(moving.every((name) => name.startsWith('motion-safe:'))).toBe(true);
  });

  it('holds the prompts while the audio is paused, with the controls back on, and resumes them', () => {
    startAt('2');
    advance(CYCLES_START_MS + 1000);
    expect(prompt()).toBe('Breathe in');
    // Paused from outside the page (a headset button, the system's media controls).
    act(() => kit.media.element().pause());
    expect(playButton().hasAttribute('disabled')).toBe(false);
    advance(30_000);
    expect(prompt()).toBe('Breathe in');

    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(playButton().hasAttribute('disabled')).toBe(true);
    advance(INHALE_MS - 1000 - 1);
    expect(prompt()).toBe('Breathe in');
    advance(1);
    expect(prompt()).toBe('Breathe out');
  });

  it('starts the prompts when playback reaches step 2 from step 1, and resets them on leaving', () => {
    renderOverlay(kit.en);
    kit.media.loadMetadata(208);
    advance(300);
    advance(10_000);
    kit.media.timeUpdate(73);
    expect(screen.getByRole('dialog', { name: 'Breathing together' })).toBeTruthy();
    advance(999);
    expect(prompt()).toBe('');
    advance(1);
    expect(prompt()).toBe('Take a deep breath, gently');

    kit.media.timeUpdate(106); // a skip forward past the step
    expect(screen.getByRole('dialog', { name: 'Feeling the ground' })).toBeTruthy();
    expect(playButton().hasAttribute('disabled')).toBe(false);
    kit.media.timeUpdate(90);
    expect(prompt()).toBe('');
    advance(1000);
    expect(prompt()).toBe('Take a deep breath, gently');
  });
});

describe('step 7: countdown', () => {
  const number = () => screen.queryByTestId('countdown-number')?.textContent ?? null;

  it('counts from 10 to 1, one number every 2.7 s, then shows the finish message', () => {
    startAt('7');
    expect(screen.getByRole('dialog', { name: 'Counting down' })).toBeTruthy();
    expect(number()).toBe('10');
    expect(playButton().hasAttribute('disabled')).toBe(true);
    for (let shown = 10; shown >= 1; shown -= 1) {
      advance(2699);
      expect(number()).toBe(String(shown));
      expect(screen.queryByText(/Well done/)).toBeNull();
      expect(playButton().hasAttribute('disabled')).toBe(true);
      advance(1);
      if (shown > 1) expect(number()).toBe(String(shown - 1));
    }
    expect(number()).toBeNull();
    expect(screen.getByText(/Well done\. You have finished/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Finish' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Repeat' })).toBeTruthy();
    expect(playButton().hasAttribute('disabled')).toBe(false);
  });

  it('keeps the same timing under StrictMode, whose double effects must not skew the clock', () => {
    renderOverlay(kit.en, { initialStepId: '7' }, { strict: true });
    kit.media.loadMetadata(208);
    advance(300);
    expect(number()).toBe('10');
    advance(2699);
    expect(number()).toBe('10');
    advance(1);
    expect(number()).toBe('9');
    advance(2700 * 9);
    expect(screen.getByText(/Well done/)).toBeTruthy();
  });

  it('announces the numbers politely', () => {
    startAt('7');
    const region = screen.getByTestId('countdown-number').closest('[aria-live]');
    expect(region?.getAttribute('aria-live')).toBe('polite');
  });

  it('shows the description until play starts, and holds the number while paused', () => {
    renderOverlay(kit.en, { initialStepId: '7' });
    expect(screen.getByText(/Listen to the numbers/)).toBeTruthy();
    expect(number()).toBeNull();
    kit.media.loadMetadata(208);
    advance(300);
    expect(number()).toBe('10');
    advance(2700 * 3 + 100);
    expect(number()).toBe('7');
    act(() => kit.media.element().pause());
    expect(playButton().hasAttribute('disabled')).toBe(false);
    advance(60_000);
    expect(number()).toBe('7');
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    advance(2599);
    expect(number()).toBe('7');
    advance(1);
    expect(number()).toBe('6');
  });

  it('shows the finish message when the audio ends before the countdown (faster playback)', () => {
    startAt('7');
    advance(2700 * 5);
    expect(number()).toBe('5');
    kit.media.timeUpdate(208);
    kit.media.fire('ended');
    expect(screen.getByText(/Well done/)).toBeTruthy();
  });
});
