import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderExercise, type ExerciseHarness } from '@/exercise-kit/test/render-exercise';
import { ConversingScreen } from './conversing-screen';
import { KIT, PATH, TEXTS, progress, startTalk } from './test/flow';

let harness: ExerciseHarness | undefined;
afterEach(() => {
  harness?.cleanup();
  harness = undefined;
  sessionStorage.clear();
});

const left = (template: string, time: string) => template.replace('{{time}}', time);

describe.each(['en', 'ar'] as const)('conversing together: the gentle timer (%s)', (language) => {
  it('counts two minutes per turn, pauses and resumes, and never moves the talk on', async () => {
    const t = TEXTS[language];
    // Fake time: the clicks are fired directly (user-event waits on timers of its own).
    const h = await renderExercise(<ConversingScreen />, {
      path: PATH,
      language,
      fakeTimers: true,
    });
    harness = h;
    fireEvent.click(screen.getByRole('checkbox', { name: t.setup.timer.label }));
    fireEvent.click(screen.getByRole('button', { name: t.setup.start }));
    const bar = screen.getByRole('progressbar', { name: t.timer.label });
    expect(screen.getByText(left(t.timer.left, '2:00'))).toBeTruthy();
    h.advance(30_000);
    expect(screen.getByText(left(t.timer.left, '1:30'))).toBeTruthy();
    expect(bar.getAttribute('aria-valuenow')).toBe('30');

    fireEvent.click(screen.getByRole('button', { name: t.timer.pause }));
    expect(screen.getByText(t.timer.paused)).toBeTruthy();
    h.advance(60_000);
    expect(screen.getByText(left(t.timer.left, '1:30'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: t.timer.resume }));
    h.advance(10_000);
    expect(screen.getByText(left(t.timer.left, '1:20'))).toBeTruthy();

    // The pause menu holds it too.
    fireEvent.click(screen.getByRole('button', { name: KIT[language].pause.open }));
    const menu = await vi.waitFor(
      () => screen.getByRole('dialog', { name: KIT[language].pause.title }),
      { timeout: 10_000 },
    );
    h.advance(60_000);
    const dialog = within(menu);
    fireEvent.click(dialog.getByRole('button', { name: KIT[language].pause.resume }));
    expect(screen.getByText(left(t.timer.left, '1:20'))).toBeTruthy();

    // Time up: said softly, no alarm, and the same question stays until someone moves on.
    h.advance(10 * 60_000);
    expect(screen.getByText(t.timer.up)).toBeTruthy();
    expect(screen.getByText(left(t.timer.left, '0:00'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.timer.pause })).toBeNull();
    expect(screen.getByText(progress(language, 1))).toBeTruthy();

    // A new turn starts a new two minutes.
    fireEvent.click(screen.getByRole('button', { name: t.talk.next }));
    expect(screen.getByText(progress(language, 2))).toBeTruthy();
    expect(screen.getByText(left(t.timer.left, '2:00'))).toBeTruthy();
    expect(screen.queryByText(t.timer.up)).toBeNull();
  });

  it('shows no timer when it is not chosen', async () => {
    const { h, t } = await startTalk(<ConversingScreen />, {}, { language });
    harness = h;
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('button', { name: t.timer.pause })).toBeNull();
  });
});
