import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { preloadModal } from '@/components/modal';
import type { ExerciseHarness } from '@/exercise-kit/test/render-exercise';
import arKit from '@/locales/ar/exercise-kit.json';
import enKit from '@/locales/en/exercise-kit.json';
import { AREAS } from './areas';
import {
  TEXTS,
  areaSection,
  areaShape,
  entriesOf,
  renderTree,
  writeAndSubmit,
} from './test/render-tree';

// The dialog's code loads on first opening; loaded once here so dialogs open at once.
beforeAll(() => preloadModal());

let harness: ExerciseHarness | undefined;
afterEach(() => {
  harness?.cleanup();
  harness = undefined;
  sessionStorage.clear();
});

describe.each(['en', 'ar'] as const)('editing the tree of life in %s', (language) => {
  const T = TEXTS[language];

  it.each(AREAS)('adds to the %s when its shape is clicked', async (area) => {
    harness = await renderTree({ language });
    const user = userEvent.setup();
    await user.click(areaShape(area));
    const dialog = await screen.findByRole('dialog', { name: T.areas[area].add });
    expect(within(dialog).getByText(T.areas[area].prompt)).toBeTruthy();
    await writeAndSubmit(user, language, `words for the ${area}`);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    for (const other of AREAS) {
      expect(entriesOf(language, other)).toEqual(other === area ? [`words for the ${area}`] : []);
    }
    // Shown on the drawing too, in that area.
    const drawn = screen.getByTestId('tree-drawing').querySelector(`[data-area="${area}"]`);
    expect(drawn?.textContent).toContain(`words for the ${area}`.slice(0, 12));
  });

  it('keeps a crowded area legible: a few short labels on the drawing, all in the list', async () => {
    const at = '2026-01-01T00:00:00.000Z';
    const entries = Array.from({ length: 7 }, (_, index) => ({
      id: `e${index}`,
      area: 'roots',
      text: `a rather long entry number ${index}`,
      createdAt: at,
      updatedAt: at,
    }));
    sessionStorage.setItem('waha.draft.tree-of-life.entries', JSON.stringify(entries));
    harness = await renderTree({ language });
    expect(entriesOf(language, 'roots')).toHaveLength(7);
    const labels = [
      ...screen.getByTestId('tree-drawing').querySelectorAll('[data-area="roots"] g text'),
    ].map((label) => label.textContent);
    expect(labels).toEqual([
      'a rather lon…',
      'a rather lon…',
      'a rather lon…',
      'a rather lon…',
      '+3',
    ]);
  });

  it('adds nothing for a click on the trunk, outside every area', async () => {
    harness = await renderTree({ language });
    const user = userEvent.setup();
    const trunk = screen.getByTestId('tree-drawing').querySelector(':scope > path');
    if (!trunk) throw new Error('no trunk');
    await user.click(trunk);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('adds by keyboard alone: the area’s button, the words, Add; the focus goes to the new entry', async () => {
    harness = await renderTree({ language });
    const user = userEvent.setup();
    const add = screen.getByRole('button', { name: T.areas.fruits.add });
    add.focus();
    await user.keyboard('{Enter}');
    const box = await screen.findByRole('textbox', { name: T.form.label });
    // The browser puts the focus in the box (autoFocus; the e2e test checks it); jsdom's dialog keeps it.
    box.focus();
    await user.keyboard('I finished school');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: T.form.add }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(entriesOf(language, 'fruits')).toEqual(['I finished school']));
    const change = within(areaSection(language, 'fruits')).getByRole('button', {
      name: T.entry.changeLabel.replace('{{text}}', 'I finished school'),
    });
    await waitFor(() => expect(document.activeElement).toBe(change));
    expect(
      screen
        .getByText(T.areas.fruits.added.replace('{{text}}', 'I finished school'))
        .getAttribute('role'),
    ).toBe('status');
  });

  it('refuses empty words with a clear message and keeps the form open', async () => {
    harness = await renderTree({ language });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: T.areas.roots.add }));
    await writeAndSubmit(user, language, '');
    expect((await screen.findByRole('alert')).textContent).toBe(T.form.empty);
    await writeAndSubmit(user, language, '   ');
    expect(screen.getByText(T.form.empty)).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(entriesOf(language, 'roots')).toEqual([]);
  });

  it('changes an entry, and deletes it only after a confirmation (Keep it keeps it)', async () => {
    harness = await renderTree({ language });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: T.areas.roots.add }));
    await writeAndSubmit(user, language, 'my grandmother');
    await waitFor(() => expect(entriesOf(language, 'roots')).toEqual(['my grandmother']));

    await user.click(
      screen.getByRole('button', {
        name: T.entry.changeLabel.replace('{{text}}', 'my grandmother'),
      }),
    );
    await screen.findByRole('dialog', { name: T.areas.roots.editTitle });
    expect(screen.getByRole('textbox', { name: T.form.label })).toHaveProperty(
      'value',
      'my grandmother',
    );
    await writeAndSubmit(user, language, 'my grandmother’s songs', true);
    await waitFor(() => expect(entriesOf(language, 'roots')).toEqual(['my grandmother’s songs']));
    expect(
      screen.getByText(T.announce.changed.replace('{{text}}', 'my grandmother’s songs')),
    ).toBeTruthy();

    const deleteButton = () =>
      screen.getByRole('button', {
        name: T.entry.deleteLabel.replace('{{text}}', 'my grandmother’s songs'),
      });
    await user.click(deleteButton());
    let confirm = await screen.findByRole('dialog', { name: T.delete.title });
    await user.click(within(confirm).getByRole('button', { name: T.delete.keep }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(entriesOf(language, 'roots')).toEqual(['my grandmother’s songs']);

    await user.click(deleteButton());
    confirm = await screen.findByRole('dialog', { name: T.delete.title });
    await user.click(within(confirm).getByRole('button', { name: T.delete.confirm }));
    await waitFor(() => expect(entriesOf(language, 'roots')).toEqual([]));
    expect(screen.getByText(T.areas.roots.deleted)).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: T.areas.roots.add })),
    );
  });

  it('lists the entries by area in the summary, with the way back to the tree', async () => {
    harness = await renderTree({ language });
    const user = userEvent.setup();
    for (const [area, text] of [
      ['blossoms', 'a garden'],
      ['roots', 'my village'],
      ['blossoms', 'to teach'],
    ] as const) {
      await user.click(screen.getByRole('button', { name: T.areas[area].add }));
      await writeAndSubmit(user, language, text);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
    await user.click(screen.getByRole('button', { name: T.tree.summary }));
    const heading = await screen.findByRole('heading', { name: T.summary.heading });
    expect(document.activeElement).toBe(heading);
    expect(entriesOf(language, 'roots')).toEqual(['my village']);
    expect(entriesOf(language, 'blossoms')).toEqual(['a garden', 'to teach']);
    expect(entriesOf(language, 'fruits')).toEqual([]);
    expect(within(areaSection(language, 'fruits')).getByText(T.tree.empty)).toBeTruthy();
    expect(screen.queryByRole('button', { name: T.entry.change })).toBeNull();
    expect(screen.getByRole('button', { name: /^(Finish|أنهِ التمرين)$/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: T.summary.back }));
    expect(await screen.findByRole('heading', { name: T.tree.heading })).toBeTruthy();
  });

  it('restarts from the pause menu after a confirmation: back to the instructions, unsaved entries gone', async () => {
    harness = await renderTree({ language });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: T.areas.roots.add }));
    await writeAndSubmit(user, language, 'my village');
    await waitFor(() => expect(entriesOf(language, 'roots')).toEqual(['my village']));
    const kit = language === 'en' ? enKit : arKit;
    await user.click(screen.getByRole('button', { name: kit.pause.open }));
    await user.click(await screen.findByRole('button', { name: kit.pause.restart }));
    await user.click(await screen.findByRole('button', { name: kit.pause.restartConfirm.confirm }));
    expect(await screen.findByRole('heading', { name: T.instructions.heading })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: T.instructions.start }));
    expect(entriesOf(language, 'roots')).toEqual([]);
  });
});
