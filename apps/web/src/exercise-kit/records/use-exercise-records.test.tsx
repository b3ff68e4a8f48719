import { act, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderExercise, type ExerciseHarness } from '../test/render-exercise';
import { useExerciseRecords, type ExerciseRecords } from './use-exercise-records';

const schema = z.object({ text: z.string().trim().min(1), at: z.number() });
type Note = z.infer<typeof schema>;

// The hook's latest result, for the test to call `put` and `remove` on.
const probe: { records?: ExerciseRecords<Note> } = {};

function Probe() {
  const records = useExerciseRecords<Note>({
    kind: 'reflection',
    loadSchema: async () => schema,
    compare: (a, b) => a.at - b.at,
    skip: (id) => id === 'draft',
    onConflict: 'overwrite',
  });
  useEffect(() => {
    probe.records = records;
  });
  const list = records.records;
  return <p data-testid="list">{list ? list.map((r) => `${r.id}:${r.text}`).join(' ') : 'none'}</p>;
}

const shown = () => screen.getByTestId('list').textContent;

let harness: ExerciseHarness | undefined;
afterEach(() => {
  harness?.cleanup();
  harness = undefined;
  probe.records = undefined;
});

describe('useExerciseRecords', () => {
  it('gives a guest no list', async () => {
    harness = await renderExercise(<Probe />);
    expect(probe.records?.signedIn).toBe(false);
    expect(shown()).toBe('none');
  });

  it('lists the records checked with the schema and sorted, without the skipped ones', async () => {
    harness = await renderExercise(<Probe />, { signedIn: true });
    const { store } = harness;
    await store.put('reflection', 'b', { text: 'second', at: 2 });
    await store.put('reflection', 'a', { text: 'first', at: 1 });
    await store.put('reflection', 'draft', { text: 'a draft', at: 0 });
    await store.put('reflection', 'damaged', { words: 'not a note' });
    await harness.reload();
    await waitFor(() => expect(shown()).toBe('a:first b:second'));
  });

  it('saves and deletes through the store, and keeps the list in step', async () => {
    harness = await renderExercise(<Probe />, { signedIn: true });
    await waitFor(() => expect(shown()).toBe(''));
    await act(async () => {
      expect(await probe.records?.put('late', { text: ' later ', at: 5 })).toBe('saved');
      await probe.records?.put('early', { text: 'earlier', at: 1 });
    });
    await waitFor(() => expect(shown()).toBe('early:earlier late:later'));
    expect((await harness.decrypted<Note>('reflection')).map((note) => note.text).sort()).toEqual([
      'earlier',
      'later',
    ]);
    await act(async () => {
      await probe.records?.remove('early');
    });
    await waitFor(() => expect(shown()).toBe('late:later'));
    expect(await harness.decrypted<Note>('reflection')).toEqual([{ text: 'later', at: 5 }]);
  });

  it('refuses a value the schema refuses, and saves nothing', async () => {
    harness = await renderExercise(<Probe />, { signedIn: true });
    await waitFor(() => expect(shown()).toBe(''));
    await act(async () => {
      await expect(probe.records?.put('empty', { text: '  ', at: 1 })).rejects.toThrow();
    });
    expect(shown()).toBe('');
    expect(await harness.decrypted('reflection')).toEqual([]);
  });
});
