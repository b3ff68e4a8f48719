import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_EXERCISE_IDS, offlineFiles } from '@/exercise-kit/offline/offline-files';
import { memoryCaches } from '@/exercise-kit/test/memory-caches';
import { renderExercise, type ExerciseHarness } from '@/exercise-kit/test/render-exercise';
import { canPlayOpus } from '@/lib/media/audio-format';
import { DownloadsScreen } from './downloads-screen';

function memoryCachesWithWorker() {
  const entries = memoryCaches();
  // happy-dom has no service workers; the screen needs one to be able to keep anything.
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
  return entries;
}

let harness: ExerciseHarness | undefined;
afterEach(() => {
  harness?.cleanup();
  harness = undefined;
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('Downloads screen', () => {
  it('lists what is kept, in either language, and deletes one after a confirmation', async () => {
    const entries = memoryCachesWithWorker();
    const opus = canPlayOpus();
    for (const file of [
      ...offlineFiles('relaxation', 'en', opus),
      ...offlineFiles('fingerBreathing', 'ar', opus),
    ])
      entries.set(file.url, new Response('x'));
    harness = await renderExercise(<DownloadsScreen />);
    expect(await screen.findByRole('button', { name: 'Delete Muscle relaxation' })).toBeTruthy();
    const arabic = screen.getByRole('button', { name: 'Delete Finger breathing (in Arabic)' });
    expect(screen.getByText(/^The recordings \(audio and video\) of every exercise in English: /));

    fireEvent.click(arabic);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }, { timeout: 5000 }));
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: 'Delete Finger breathing (in Arabic)' }),
      ).toBeNull(),
    );
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { name: 'Kept on this device' }),
    );
    expect([...entries.keys()].some((url) => url.startsWith('/media/ar/'))).toBe(false);
    expect(entries.size).toBe(offlineFiles('relaxation', 'en', opus).length);
  });

  it('says so when nothing is kept', async () => {
    memoryCachesWithWorker();
    harness = await renderExercise(<DownloadsScreen />, { language: 'ar' });
    expect(await screen.findByText(/^لم يُحفظ أيّ تمرين على هذا الجهاز بعد/)).toBeTruthy();
  });

  it('deletes all of a language only after a confirmation', async () => {
    const entries = memoryCachesWithWorker();
    for (const id of OFFLINE_EXERCISE_IDS)
      for (const file of offlineFiles(id, 'ar', canPlayOpus()))
        entries.set(file.url, new Response('x'));
    harness = await renderExercise(<DownloadsScreen />, { language: 'ar' });
    fireEvent.click(await screen.findByRole('button', { name: 'احذف الكلّ' }));
    expect(
      await screen.findByRole(
        'dialog',
        { name: 'هل تريد حذف كلّ التنزيلات بهذه اللغة؟' },
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'احذف' }));
    await waitFor(() => expect(entries.size).toBe(0));
    expect(await screen.findByRole('button', { name: /^أتِح الكلّ دون اتصال/ })).toBeTruthy();
  });
});
