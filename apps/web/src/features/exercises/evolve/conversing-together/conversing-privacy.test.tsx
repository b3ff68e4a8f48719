import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ExerciseHarness } from '@/exercise-kit/test/render-exercise';
import { ConversingScreen } from './conversing-screen';
import { KIT, TEXTS, startTalk, turn } from './test/flow';

let harness: ExerciseHarness | undefined;
afterEach(() => {
  harness?.cleanup();
  harness = undefined;
  sessionStorage.clear();
});

const NAMES: [string, string] = ['Zahrawi', 'Qutaybon'];
const REFLECTION = 'WahaE2EPlaintext we laughed about the garden';

/** Every body sent to the (fake) records server so far. */
const sentBodies = () =>
  vi
    .mocked(fetch)
    .mock.calls.map(
      ([input, init]) => `${String(input)} ${typeof init?.body === 'string' ? init.body : ''}`,
    );

async function toClosing(user: Awaited<ReturnType<typeof startTalk>>['user']) {
  const t = TEXTS.en;
  for (let n = 1; n < 8; n += 1)
    await user.click(screen.getByRole('button', { name: t.talk.next }));
  await user.click(screen.getByRole('button', { name: t.talk.finish }));
}

/** Types the reflection once the box is ready (it waits for the saved one, if any). */
async function writeReflection(user: Awaited<ReturnType<typeof startTalk>>['user']) {
  const box = () => screen.getByRole('textbox', { name: KIT.en.reflection.label });
  await waitFor(() => expect(box()).toHaveProperty('disabled', false));
  await user.type(box(), REFLECTION);
}

describe('conversing together: privacy and saving', () => {
  it('never sends the names anywhere: the saved reflection is encrypted and holds only its text', async () => {
    const { h, user } = await startTalk(<ConversingScreen />, { names: NAMES }, { signedIn: true });
    harness = h;
    const kit = KIT.en.reflection;
    await toClosing(user);
    await writeReflection(user);
    await user.click(screen.getByRole('button', { name: kit.save }));
    expect(await screen.findByText(kit.saved, {}, { timeout: 10_000 })).toBeTruthy();

    const saved = await h.decrypted<{ text: string }>('reflection');
    expect(saved).toEqual([expect.objectContaining({ text: REFLECTION })]);
    const sent = sentBodies();
    expect(sent.some((body) => body.includes('/reflection/'))).toBe(true);
    for (const secret of [...NAMES, 'WahaE2EPlaintext']) {
      expect(sent.filter((body) => body.includes(secret))).toEqual([]);
    }
    // Only this tab holds them, as drafts (which logging out forgets); never the device.
    expect(JSON.stringify({ ...localStorage })).not.toContain(NAMES[0]);
    const tabKeys = Object.keys(sessionStorage).filter((key) =>
      (sessionStorage.getItem(key) ?? '').includes(NAMES[0]),
    );
    expect(tabKeys).toEqual(['waha.draft.conversing-together.name1']);
  });

  it('lets a guest talk and write, and asks for an account only on saving', async () => {
    const { h, user } = await startTalk(<ConversingScreen />, { names: NAMES });
    harness = h;
    await toClosing(user);
    const kit = KIT.en.reflection;
    await writeReflection(user);
    await user.click(screen.getByRole('button', { name: kit.save }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Account required' },
      { timeout: 10_000 },
    );
    expect(within(dialog).getByRole('link', { name: 'Register' })).toBeTruthy();
    expect(sentBodies().filter((body) => body.includes('/api/records'))).toEqual([]);
  });

  it('forgets the place and the names on Exit from the pause menu, after asking', async () => {
    const { h, user, t } = await startTalk(<ConversingScreen />, { names: NAMES });
    harness = h;
    const pause = KIT.en.pause;
    await user.click(screen.getByRole('button', { name: t.talk.next }));
    await user.click(screen.getByRole('button', { name: pause.open }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: pause.exit }));
    expect(screen.getByText(pause.exitConfirm.text)).toBeTruthy();
    expect(screen.getByRole('heading', { name: turn('en', NAMES[1]) })).toBeTruthy();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: pause.exit }));
    await vi.waitFor(() => expect(h.pathname()).toBe('/exercises/'));
    expect(JSON.stringify({ ...sessionStorage })).not.toContain(NAMES[0]);
  });

  it('Restart, after asking, goes back to the setup with the names still typed', async () => {
    const { h, user, t } = await startTalk(<ConversingScreen />, { names: NAMES });
    harness = h;
    const pause = KIT.en.pause;
    await user.click(screen.getByRole('button', { name: t.talk.next }));
    await user.click(screen.getByRole('button', { name: pause.open }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: pause.restart }),
    );
    expect(screen.getByText(pause.restartConfirm.text)).toBeTruthy();
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: pause.restart }),
    );
    expect(screen.getByRole('textbox', { name: t.setup.names.first })).toHaveProperty(
      'value',
      NAMES[0],
    );
    await user.click(screen.getByRole('button', { name: t.setup.start }));
    expect(screen.getByRole('heading', { name: turn('en', NAMES[0]) })).toBeTruthy();
  });
});
