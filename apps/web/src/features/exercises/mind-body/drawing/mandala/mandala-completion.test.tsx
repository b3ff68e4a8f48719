import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ExerciseHarness } from '@/exercise-kit/test/render-exercise';
import type { Colouring } from './colouring';
import { PICTURES, type PictureId } from './pictures';
import { DEVICE_KEY } from './progress';
import { progressText as progress, renderMandala } from './test/render-mandala';

let harness: ExerciseHarness | undefined;
afterEach(() => {
  harness?.cleanup();
  harness = undefined;
});

vi.setConfig({ testTimeout: 30_000 });

/** The screen on the harness, cleaned up after the test. */
async function start(options: Parameters<typeof renderMandala>[0] = {}) {
  const rendered = await renderMandala(options);
  harness = rendered.harness;
  return rendered;
}

/** A picture coloured in sea blue, all but its last `leftOut` parts. */
function colouredBut(id: PictureId, leftOut: number): Colouring {
  const regions = PICTURES[id].regions.slice(0, PICTURES[id].regions.length - leftOut);
  return {
    fills: Object.fromEntries(regions.map((region) => [region.id, 'sea'])),
    history: regions.map((region) => ({ region: region.id, before: null })),
  };
}

const keepOnDevice = (progress: Partial<Record<PictureId, Colouring>>) =>
  localStorage.setItem(DEVICE_KEY, JSON.stringify(progress));
const stored = () =>
  JSON.parse(localStorage.getItem(DEVICE_KEY) ?? '{}') as Record<string, Colouring>;
const card = (title: string) => screen.queryByRole('heading', { name: title, level: 2 });

describe('finishing a picture', () => {
  it('shows the completion card under the kept picture, with the focus on it; Finish goes to the hub', async () => {
    keepOnDevice({ lotus: colouredBut('lotus', 1) });
    const rendered = await start();
    expect(progress()).toBe('41 of 42 coloured');
    expect(card('Well done')).toBeNull();

    await rendered.user.click(screen.getByRole('button', { name: 'Outer petal 8: not coloured' }));
    const heading = card('Well done');
    expect(document.activeElement).toBe(heading);
    expect(progress()).toBe('42 of 42 coloured');
    // Said politely too, in the live region under the picture.
    expect(
      screen.getByText('Every part of this picture is coloured.').getAttribute('aria-live'),
    ).toBe('polite');
    const completion = screen.getByRole('region', { name: 'Well done' });
    expect(
      within(completion).getByText(/^You have coloured every part of this picture/),
    ).toBeTruthy();
    // The finished picture stays on the screen, and is kept.
    expect(screen.getByRole('button', { name: 'Outer petal 8: coloured Sea blue' })).toBeTruthy();
    await waitFor(() => expect(stored().lotus?.fills['outerPetal-8']).toBe('sea'));

    await rendered.user.click(within(completion).getByRole('button', { name: 'Finish' }));
    expect(rendered.harness.pathname()).toBe('/exercises/');
    expect(Object.keys(stored().lotus?.fills ?? {})).toHaveLength(42);
  });

  it('Repeat clears the same picture only after asking, and gives the focus to the picture', async () => {
    keepOnDevice({ lotus: colouredBut('lotus', 0) });
    const { user } = await start();
    // A picture finished before shows its card, but does not take the focus on arrival.
    expect(card('Well done')).toBeTruthy();
    expect(document.activeElement).toBe(document.body);

    await user.click(screen.getByRole('button', { name: 'Repeat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Colour this picture again?' });
    expect(
      within(dialog).getByText(
        'All its colours will be removed so that you can start afresh. They cannot be brought back.',
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(progress()).toBe('42 of 42 coloured');
    expect(card('Well done')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Repeat' }));
    await user.click(await screen.findByRole('button', { name: 'Clear the picture' }));
    await waitFor(() => expect(progress()).toBe('0 of 42 coloured'));
    expect(card('Well done')).toBeNull();
    expect(screen.getByRole('group', { name: 'Lotus mandala' })).toBeTruthy();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Centre: not coloured');
    await waitFor(() => expect(stored().lotus).toEqual({ fills: {}, history: [] }));
  });

  it('choosing a finished picture shows its card and leaves the focus on the choice', async () => {
    keepOnDevice({ star: colouredBut('star', 0) });
    const { user } = await start();
    expect(card('Well done')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Lotus mandala' }));
    await user.keyboard('{ArrowDown}');
    const star = screen.getByRole('radio', { name: 'Star mandala' });
    expect(star).toHaveProperty('checked', true);
    expect(card('Well done')).toBeTruthy();
    expect(document.activeElement).toBe(star);
    expect(screen.getByText('Every part of this picture is coloured.')).toBeTruthy();
    // The arrows still go on through the pictures.
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Boat on the sea, by numbers' })).toHaveProperty(
      'checked',
      true,
    );
    expect(card('Well done')).toBeNull();
  });

  it('in Arabic, for a signed-in person: the finished colouring is kept encrypted, Finish goes to the hub', async () => {
    const rendered = await start({ language: 'ar', signedIn: true });
    const signedIn = rendered.harness;
    await signedIn.store.put('mandala', 'lotus', colouredBut('lotus', 1));
    await signedIn.reload();
    await screen.findByRole('group', { name: 'ماندالا زهرة اللوتس' });
    expect(progress()).toBe('41 من 42 ملوّنة');

    await rendered.user.click(screen.getByRole('button', { name: 'البتلة الخارجية 8، غير ملوّن' }));
    // The harness's account is a woman's: the card says أحسنتِ to her.
    expect(document.activeElement).toBe(card('أحسنتِ'));
    expect(screen.getByText('كلّ أجزاء هذه الصورة ملوّنة.')).toBeTruthy();
    expect(screen.getByText(/^اكتمل تلوين كلّ أجزاء هذه الصورة/)).toBeTruthy();
    await waitFor(async () => {
      const [saved] = await signedIn.decrypted<Colouring>('mandala');
      expect(Object.keys(saved?.fills ?? {})).toHaveLength(42);
    });
    expect(localStorage.getItem(DEVICE_KEY)).toBeNull();

    await rendered.user.click(screen.getByRole('button', { name: 'أنهِ التمرين' }));
    expect(signedIn.pathname()).toBe('/exercises/');
  });
});
