import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadModal } from '@/components/modal';
import arCommon from '@/locales/ar/common.json';
import enCommon from '@/locales/en/common.json';
import { renderExercise, type ExerciseHarness } from '@/exercise-kit/test/render-exercise';
import { GUEST, MAN, WOMAN, renderForReader } from '@/exercise-kit/test/readers';
import type { TreeEntryValue } from './entry-schema';
import { TEXTS, entriesOf, renderTree, writeAndSubmit } from './test/render-tree';
import { TreeOfLifeIntroScreen } from './tree-of-life-intro-screen';

beforeAll(() => preloadModal());

const SECRET = 'WahaE2EPlaintext the olive tree by our door';
const T = TEXTS.en;

let harness: ExerciseHarness | undefined;
afterEach(() => {
  harness?.cleanup();
  harness = undefined;
  sessionStorage.clear();
});

/** A button once it can be used (an account's tree is loading until then). */
async function enabled(name: string) {
  const button = await screen.findByRole('button', { name });
  await waitFor(() => expect(button).toHaveProperty('disabled', false));
  return button;
}

async function addToRoots(text: string) {
  const user = userEvent.setup();
  await user.click(await enabled(T.areas.roots.add));
  await writeAndSubmit(user, 'en', text);
  await waitFor(() => expect(screen.queryByRole('dialog', { name: T.areas.roots.add })).toBeNull());
  return user;
}

describe('keeping the tree of life', () => {
  it('lets a guest draw the whole tree and asks them to register only when saving', async () => {
    harness = await renderTree();
    const user = await addToRoots(SECRET);
    expect(entriesOf('en', 'roots')).toEqual([SECRET]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(harness.server.bodies).toEqual([]);
    await user.click(screen.getByRole('button', { name: T.save.button }));
    const dialog = await screen.findByRole('dialog', { name: 'Account required' });
    expect(within(dialog).getByRole('link', { name: 'Register' }).getAttribute('href')).toBe(
      '/auth/register?redirect=%2Fexercises%2Fevolve%2Ftree-of-life%2Fexercise',
    );
    expect(harness.server.records.size).toBe(0);
  });

  it('saves an account’s entries as encrypted records, which come back after a reload', async () => {
    harness = await renderTree({ signedIn: true });
    const user = await addToRoots(SECRET);
    await waitFor(() => expect(harness?.server.records.size).toBe(1));
    const [record] = [...harness.server.records.values()];
    expect(record?.kind).toBe('tree-of-life-entry');
    expect(JSON.stringify([...harness.server.records.values()])).not.toContain('olive');
    expect(harness.server.bodies.join()).not.toContain('olive');
    expect(await harness.decrypted<TreeEntryValue>('tree-of-life-entry')).toEqual([
      expect.objectContaining({ area: 'roots', text: SECRET }),
    ]);

    await user.click(screen.getByRole('button', { name: `Change: ${SECRET}` }));
    await writeAndSubmit(user, 'en', `${SECRET} and its shade`, true);
    await waitFor(async () =>
      expect(await harness?.decrypted<TreeEntryValue>('tree-of-life-entry')).toEqual([
        expect.objectContaining({ text: `${SECRET} and its shade` }),
      ]),
    );

    await harness.reload();
    await waitFor(() => expect(entriesOf('en', 'roots')).toEqual([`${SECRET} and its shade`]));
    await user.click(screen.getByRole('button', { name: `Delete: ${SECRET} and its shade` }));
    const confirm = await screen.findByRole('dialog', { name: T.delete.title });
    await user.click(within(confirm).getByRole('button', { name: T.delete.confirm }));
    await waitFor(() => expect(harness?.server.records.size).toBe(0));
  });

  it('keeps a guest’s entries through registering, and saves them into the new account', async () => {
    harness = await renderTree();
    await addToRoots(SECRET);
    harness.cleanup();
    // Back from registering: the same tab, now with an account.
    harness = await renderTree({ signedIn: true });
    await waitFor(() => expect(entriesOf('en', 'roots')).toEqual([SECRET]));
    expect(screen.getByText(T.tree.notSaved)).toBeTruthy();
    expect(screen.getByText('Entries not saved yet: 1')).toBeTruthy();
    expect(harness.server.records.size).toBe(0);
    await userEvent.setup().click(screen.getByRole('button', { name: T.save.button }));
    await waitFor(() => expect(harness?.server.records.size).toBe(1));
    expect(await screen.findByText(T.save.saved)).toBeTruthy();
    expect(screen.queryByText(T.tree.notSaved)).toBeNull();
    expect(entriesOf('en', 'roots')).toEqual([SECRET]);
  });

  it.each([
    ['en', enCommon.sync.savedOnDevice],
    ['ar', arCommon.sync.savedOnDevice],
  ] as const)(
    'in %s, says an entry added offline is saved on this device and will sync',
    async (language, onDevice) => {
      const L = TEXTS[language];
      harness = await renderTree({ signedIn: true, language });
      const user = userEvent.setup();
      await user.click(await enabled(L.areas.roots.add));
      harness.server.offline = true;
      await writeAndSubmit(user, language, SECRET);
      const added = L.areas.roots.added.replace('{{text}}', SECRET);
      const status = await screen.findByText(
        (_, element) => element?.textContent === added + onDevice,
      );
      expect(status.getAttribute('role')).toBe('status');
      expect(entriesOf(language, 'roots')).toEqual([SECRET]);
      expect(harness.server.records.size).toBe(0);
      // Back online, the next entry's save reaches the server: "added", and no more.
      harness.server.offline = false;
      await user.click(await enabled(L.areas.fruits.add));
      await writeAndSubmit(user, language, `${SECRET} 2`);
      const next = L.areas.fruits.added.replace('{{text}}', `${SECRET} 2`);
      await waitFor(() => expect(status.textContent).toBe(next));
    },
  );

  it('says a guest’s tree saved offline into the new account waits on this device', async () => {
    harness = await renderTree();
    await addToRoots(SECRET);
    harness.cleanup();
    harness = await renderTree({ signedIn: true });
    await waitFor(() => expect(entriesOf('en', 'roots')).toEqual([SECRET]));
    harness.server.offline = true;
    await userEvent.setup().click(screen.getByRole('button', { name: T.save.button }));
    const status = await screen.findByText(enCommon.sync.savedOnDevice);
    expect(status.getAttribute('role')).toBe('status');
    expect(screen.queryByText(T.save.saved)).toBeNull();
  });

  it('keeps the words in the form and says so when a save fails', async () => {
    harness = await renderTree({ signedIn: true });
    const user = userEvent.setup();
    await user.click(await enabled(T.areas.fruits.add));
    harness.server.refuseWrites = true;
    await writeAndSubmit(user, 'en', SECRET);
    expect(await screen.findByText(T.form.error)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: T.form.label })).toHaveProperty('value', SECRET);
    harness.server.refuseWrites = false;
    await user.click(screen.getByRole('button', { name: T.form.add }));
    await waitFor(() => expect(entriesOf('en', 'fruits')).toEqual([SECRET]));
  });

  it('says the tree is loading, then a load failure with a way to try again', async () => {
    harness = await renderTree({ signedIn: true });
    await enabled(T.areas.roots.add);
    // The first read after the reload fails only when the test says so, so "loading" is seen first
    // however slowly the machine runs.
    let failLoad: (reason: Error) => void = () => undefined;
    const list = vi
      .spyOn(harness.store, 'list')
      .mockImplementationOnce(() => new Promise((_resolve, reject) => (failLoad = reject)));
    await harness.reload();
    expect((await screen.findByText(T.tree.loading)).getAttribute('role')).toBe('status');
    failLoad(new Error('unreadable'));
    expect(await screen.findByText(T.tree.loadError)).toBeTruthy();
    expect(screen.getByRole('button', { name: T.areas.roots.add })).toHaveProperty(
      'disabled',
      true,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: T.tree.retry }));
    expect(await enabled(T.areas.roots.add)).toBeTruthy();
    expect(screen.queryByText(T.tree.loadError)).toBeNull();
    expect(list).toHaveBeenCalledTimes(2);
  });
});

describe('the tree of life introduction', () => {
  it('invites, gives permission to stop, says what to do if it hurts and how to do it with a child', async () => {
    harness = await renderExercise(<TreeOfLifeIntroScreen />);
    for (const text of [T.intro.text, T.intro.stop, T.intro.distress, T.intro.together]) {
      expect(await screen.findByText(text)).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: T.intro.start }).getAttribute('href')).toBe(
      '/exercises/evolve/tree-of-life/exercise',
    );
  });

  it.each([
    [WOMAN, TEXTS.ar.intro.text_female],
    [MAN, TEXTS.ar.intro.text_male],
    [GUEST, TEXTS.ar.intro.text],
  ])('speaks Arabic to %s', async (reader, text) => {
    harness = await renderForReader(<TreeOfLifeIntroScreen />, reader);
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.getByRole('link', { name: TEXTS.ar.intro.start })).toBeTruthy();
  });
});
