import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ExerciseHarness } from '@/exercise-kit/test/render-exercise';
import { DEVICE_KEY } from './progress';
import { progressText as progress, renderMandala as render } from './test/render-mandala';

let harness: ExerciseHarness | undefined;
afterEach(() => {
  harness?.cleanup();
  harness = undefined;
});

async function renderMandala(language: 'en' | 'ar' = 'en') {
  const rendered = await render({ language });
  harness = rendered.harness;
  return rendered;
}

// Long walks through the screen, by a simulated hand on a shared machine.
vi.setConfig({ testTimeout: 30_000 });

describe('mandala', () => {
  it('colours by click and by keyboard, counts, undoes the last fill and clears all after asking', async () => {
    const { user } = await renderMandala();
    expect(progress()).toBe('0 of 42 coloured');
    await user.click(screen.getByRole('button', { name: 'Centre: not coloured' }));
    expect(screen.getByRole('button', { name: 'Centre: coloured Sea blue' })).toBeTruthy();
    expect(progress()).toBe('1 of 42 coloured');

    // The picture is one Tab stop; the arrows go from part to part, Enter and Space colour.
    await user.click(screen.getByRole('radio', { name: 'Rose' }));
    screen.getByRole('button', { name: 'Centre: coloured Sea blue' }).focus();
    await user.keyboard('{ArrowRight}{Enter}{ArrowRight} ');
    expect(screen.getByRole('button', { name: 'Inner ring, part 1: coloured Rose' })).toBeTruthy();
    expect(document.activeElement?.getAttribute('aria-label')).toBe(
      'Inner ring, part 2: coloured Rose',
    );
    await user.keyboard('{End}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Outer petal 8: not coloured');
    expect(progress()).toBe('3 of 42 coloured');

    // Undo last gives back the colour from before, even over an earlier fill.
    await user.click(screen.getByRole('radio', { name: 'Sun yellow' }));
    await user.click(screen.getByRole('button', { name: 'Centre: coloured Sea blue' }));
    await user.click(screen.getByRole('button', { name: 'Undo last' }));
    expect(screen.getByRole('button', { name: 'Centre: coloured Sea blue' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Undo last' }));
    expect(progress()).toBe('2 of 42 coloured');

    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    await screen.findByRole('dialog', { name: 'Clear this picture?' });
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(progress()).toBe('2 of 42 coloured');
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    await user.click(await screen.findByRole('button', { name: 'Clear the picture' }));
    await waitFor(() => expect(progress()).toBe('0 of 42 coloured'));
    expect(screen.getByRole('button', { name: 'Undo last' })).toHaveProperty('disabled', true);
    // "Clear all" is disabled now: the picture, at the part last coloured, has the focus.
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Centre: not coloured');
  });

  it('keeps both of two quick taps, the second before the first is drawn', async () => {
    await renderMandala();
    const centre = screen.getByRole('button', { name: 'Centre: not coloured' });
    const petal = screen.getByRole('button', { name: 'Petal 1: not coloured' });
    act(() => {
      fireEvent.click(centre);
      fireEvent.click(petal);
    });
    await waitFor(() => expect(progress()).toBe('2 of 42 coloured'));
    expect(screen.getByRole('button', { name: 'Centre: coloured Sea blue' })).toBeTruthy();
    // Undo, twice as quickly, takes back both.
    const undo = screen.getByRole('button', { name: 'Undo last' });
    act(() => {
      fireEvent.click(undo);
      fireEvent.click(undo);
    });
    await waitFor(() => expect(progress()).toBe('0 of 42 coloured'));
  });

  it('keeps a guest’s colouring on the device, so it is there on the next visit', async () => {
    const { user } = await renderMandala();
    await user.click(screen.getByRole('button', { name: 'Petal 3: not coloured' }));
    await waitFor(() => expect(localStorage.getItem(DEVICE_KEY)).toContain('petal-3'));

    await harness?.reload();
    await screen.findByRole('group', { name: 'Lotus mandala' });
    expect(screen.getByRole('button', { name: 'Petal 3: coloured Sea blue' })).toBeTruthy();
    expect(progress()).toBe('1 of 42 coloured');
  });

  it('in colour by number, takes only the colour of the number and says which one kindly', async () => {
    const { user } = await renderMandala();
    await user.click(screen.getByRole('radio', { name: 'Boat on the sea, by numbers' }));
    expect(progress()).toBe('0 of 15 coloured');
    // The palette shows only the picture's colours, with their numbers; the first is chosen.
    expect(screen.getByRole('radio', { name: '1, Sky blue' })).toHaveProperty('checked', true);
    expect(screen.queryByRole('radio', { name: 'Lavender' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Sun, number 2: not coloured' }));
    expect(
      screen.getByText('Number 2 goes with Sun yellow. You can choose it in the palette.'),
    ).toBeTruthy();
    expect(progress()).toBe('0 of 15 coloured');

    await user.click(screen.getByRole('radio', { name: '2, Sun yellow' }));
    await user.click(screen.getByRole('button', { name: 'Sun, number 2: not coloured' }));
    expect(screen.getByRole('button', { name: 'Sun, number 2: coloured Sun yellow' })).toBeTruthy();
    expect(progress()).toBe('1 of 15 coloured');
    expect(screen.queryByText(/^Number 2 goes with/)).toBeNull();
  });

  it('speaks Arabic, with the right-to-left arrow going forward', async () => {
    const { user } = await renderMandala('ar');
    expect(progress()).toBe('0 من 42 ملوّنة');
    screen.getByRole('button', { name: 'المركز، غير ملوّن' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe(
      'الحلقة الداخلية، الجزء 1، غير ملوّن',
    );
  });
});
