import { renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import ar from '@/locales/ar/common.json';
import en from '@/locales/en/common.json';
import { useLoadRecords } from '../records/records-context';
import {
  NO_NOTE,
  carryOutcome,
  joinOutcomes,
  putLatest,
  useCarriedOutcome,
  type SaveNote,
} from '../records/save-outcome';
import { renderExercise, type ExerciseHarness } from '../test/render-exercise';
import { SaveStatus } from './save-status';

const ON_DEVICE = { en: en.sync.savedOnDevice, ar: ar.sync.savedOnDevice } as const;

/** A screen that saves one record and confirms it with the screen's own words. */
function Saver({ words, saysSaved }: { words: string; saysSaved: boolean }) {
  const load = useLoadRecords();
  const [note, setNote] = useState<SaveNote>(NO_NOTE);
  const save = async () => {
    const outcome = await putLatest(await load(), 'reflection', 'probe', { text: 'a' });
    setNote({ text: words, outcome, saysSaved });
  };
  return (
    <>
      <button type="button" onClick={() => void save()}>
        Save
      </button>
      <SaveStatus note={note} />
    </>
  );
}

let harness: ExerciseHarness | undefined;
afterEach(() => {
  harness?.cleanup();
  harness = undefined;
});

async function saveWith(language: 'en' | 'ar', offline: boolean, words: string, saysSaved = true) {
  harness = await renderExercise(<Saver words={words} saysSaved={saysSaved} />, {
    language,
    signedIn: true,
  });
  harness.server.offline = offline;
  await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
  const status = screen.getByRole('status');
  await waitFor(() => expect(status.textContent).not.toBe(''));
  return status;
}

describe('the confirmation of a save', () => {
  it('says the screen’s own "Saved" when the server has it', async () => {
    const status = await saveWith('en', false, 'Saved');
    expect(status.textContent).toBe('Saved');
    expect(harness?.server.records.size).toBe(1);
  });

  it.each(['en', 'ar'] as const)(
    'in %s, never says "Saved" for a save that waits on this device, but that it will sync',
    async (language) => {
      const status = await saveWith(language, true, language === 'en' ? 'Saved' : 'حُفظ');
      expect(status.textContent).toBe(ON_DEVICE[language]);
      expect(harness?.server.records.size).toBe(0);
    },
  );

  it('keeps words that say what was done, and adds that it waits on this device', async () => {
    const status = await saveWith('en', true, 'Added to the roots: the olive tree', false);
    expect(status.textContent).toBe(`Added to the roots: the olive tree${ON_DEVICE.en}`);
    expect(status.querySelector('span')?.textContent).toBe(ON_DEVICE.en);
  });
});

describe('save outcomes', () => {
  it('of several saves wait when any of them waits', () => {
    expect(joinOutcomes(['saved', 'saved'])).toBe('saved');
    expect(joinOutcomes(['saved', 'pending', 'saved'])).toBe('pending');
    expect(joinOutcomes([])).toBe('saved');
  });

  it('carried to the next screen are said there once', () => {
    carryOutcome('pending');
    expect(renderHook(() => useCarriedOutcome()).result.current).toBe('pending');
    expect(renderHook(() => useCarriedOutcome()).result.current).toBeNull();
  });
});
