import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import group from '@/locales/en/group.json';
import { NARRATED_EXERCISES } from './group-narration';
import { renderExercise, type ExerciseHarness } from '../test/render-exercise';

// The app lock's hold, counted: the view must hold it while open and let it go when closed.
const hold = vi.hoisted(() => ({ taken: 0, released: 0 }));
vi.mock('@/lib/app-lock/lock-state', () => ({
  holdLock: () => {
    hold.taken += 1;
    return () => {
      hold.released += 1;
    };
  },
}));

const { GroupView } = await import('./group-view');

let harness: ExerciseHarness | undefined;
afterEach(() => {
  harness?.cleanup();
  harness = undefined;
  hold.taken = 0;
  hold.released = 0;
});

describe('leading a group', () => {
  it('holds the app lock open while the view is open, and lets it go on the way back', async () => {
    const [exercise] = NARRATED_EXERCISES;
    if (!exercise) throw new Error('No narrated exercise');
    const onExit = vi.fn();
    harness = await renderExercise(<GroupView exercise={exercise} onExit={onExit} />);
    expect(await screen.findByRole('button', { name: group.view.exit })).toBeTruthy();
    expect(hold.taken - hold.released).toBe(1);
    // Nothing to rate or save while a group is led.
    expect(screen.queryByRole('slider')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /save/i })).toBeNull();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: group.view.exit }));
    });
    expect(onExit).toHaveBeenCalledOnce();
    harness.cleanup();
    harness = undefined;
    expect(hold.released).toBe(hold.taken);
  });
});

describe('leading a women’s group in Arabic (content review 3, item 5)', () => {
  afterEach(() => localStorage.clear());

  const audioSource = () => document.querySelector('dialog audio')?.getAttribute('src') ?? '';
  const trackSource = () => document.querySelector('dialog track')?.getAttribute('src') ?? '';

  it('plays the safe oasis recorded for women when the facilitator chooses it, captions too, and keeps the choice', async () => {
    harness = await renderExercise(<GroupView exercise="imagination" onExit={vi.fn()} />, {
      language: 'ar',
    });
    const legend = await screen.findByText('التسجيل الموجَّه إلى:');
    expect(legend).toBeTruthy();
    // Nothing chosen: the base recording (men or a mixed group), and the choice says so.
    expect(screen.getByRole('radio', { name: 'الرجال أو مجموعة مختلطة' })).toHaveProperty(
      'checked',
      true,
    );
    expect(audioSource()).toMatch(/^\/media\/ar\/imagination\.(?:opus|m4a)$/);
    expect(trackSource()).toBe('/media/ar/imagination.vtt');

    await act(async () => {
      fireEvent.click(screen.getByRole('radio', { name: 'النساء' }));
    });
    expect(audioSource()).toMatch(/^\/media\/ar\/imagination\.female\.(?:opus|m4a)$/);
    expect(trackSource()).toBe('/media/ar/imagination.female.vtt');
    expect(localStorage.getItem('waha.groupVoice')).toBe('female');
  });

  it('leaves the arrow keys to the choice’s radios: they do not move the step', async () => {
    harness = await renderExercise(<GroupView exercise="imagination" onExit={vi.fn()} />, {
      language: 'ar',
    });
    const forWomen = await screen.findByRole('radio', { name: 'النساء' });
    // In Arabic the left arrow goes forward a step: the view takes it from the browser (fireEvent
    // answers false once a handler prevented the default), except in the radio group.
    expect(fireEvent.keyDown(forWomen, { key: 'ArrowLeft' })).toBe(true);
    expect(fireEvent.keyDown(forWomen, { key: 'ArrowRight' })).toBe(true);
    const play = screen.getByRole('button', { name: 'شغّل' });
    expect(fireEvent.keyDown(play, { key: 'ArrowLeft' })).toBe(false);
  });

  it('offers no choice for a narration recorded once for everyone', async () => {
    harness = await renderExercise(<GroupView exercise="guidedRelaxation" onExit={vi.fn()} />, {
      language: 'ar',
    });
    expect(await screen.findByRole('button', { name: 'عُد إلى التمرين' })).toBeTruthy();
    expect(screen.queryByText('التسجيل الموجَّه إلى:')).toBeNull();
  });
});
