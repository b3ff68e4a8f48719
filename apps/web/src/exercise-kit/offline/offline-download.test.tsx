import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { canPlayOpus } from '@/lib/media/audio-format';
import { formatSize } from '@/lib/media/offline/format-size';
import { NARRATION_VOICE_KEY } from '@/lib/media/voice-choice';
import { testI18n } from '@/test/i18n';
import { PERSIST_ASKED_KEY, totalBytes } from '@/lib/media/offline/offline-media';
import { memoryCaches } from '../test/memory-caches';
import { renderExercise, type ExerciseHarness } from '../test/render-exercise';
import { OfflineDownloadBlock } from './offline-download';
import { offlineFiles } from './offline-files';

/** A media server whose answers wait until `release` (or the request is cancelled). */
function mediaServer() {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    await Promise.race([
      released,
      new Promise((_, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      ),
    ]);
    return new Response(new Uint8Array(10), { status: 200 });
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, release: () => release() };
}

let harness: ExerciseHarness | undefined;
afterEach(() => {
  harness?.cleanup();
  harness = undefined;
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function renderBlock(language: 'en' | 'ar' = 'en') {
  const texts = await testI18n(language);
  harness = await renderExercise(<OfflineDownloadBlock exercise="imagination" />, { language });
  const size = formatSize(totalBytes(offlineFiles('imagination', language, canPlayOpus())), texts);
  return { size };
}

describe('Make available offline', () => {
  it('says the size first, shows progress with Cancel, then Available offline; asks persistence once', async () => {
    const entries = memoryCaches();
    const persist = vi.fn(() => Promise.resolve(true));
    vi.stubGlobal(
      'navigator',
      Object.assign(Object.create(navigator) as Navigator, {
        storage: { persist, persisted: () => Promise.resolve(false) },
      }),
    );
    const { size } = await renderBlock();
    const server = mediaServer();
    const download = await screen.findByRole('button', {
      name: `Make available offline (${size})`,
    });
    fireEvent.click(download);
    expect(await screen.findByRole('progressbar', { name: 'Download progress' })).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel download' })),
    );
    await act(async () => server.release());
    const stored = await screen.findByText(`Available offline on this device (${size}).`);
    await waitFor(() => expect(document.activeElement).toBe(stored));
    expect(entries.size).toBe(offlineFiles('imagination', 'en', canPlayOpus()).length);
    await waitFor(() => expect(persist).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem(PERSIST_ASKED_KEY)).toBe('1');
  });

  it('keeps nothing of a cancelled download and gives the focus back to the button', async () => {
    const entries = memoryCaches();
    await renderBlock();
    mediaServer();
    fireEvent.click(await screen.findByRole('button', { name: /^Make available offline/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel download' }));
    expect(await screen.findByText('Download cancelled. Nothing was kept.')).toBeTruthy();
    const again = screen.getByRole('button', { name: /^Make available offline/ });
    await waitFor(() => expect(document.activeElement).toBe(again));
    expect(entries.size).toBe(0);
  });

  it('deletes only after a confirmation (Arabic)', async () => {
    const entries = memoryCaches();
    for (const file of offlineFiles('imagination', 'ar', canPlayOpus()))
      entries.set(file.url, new Response('x'));
    const { size } = await renderBlock('ar');
    expect(size).toMatch(/كيلوبايت|ميغابايت/);
    expect(await screen.findByText(`متاح دون اتصال على هذا الجهاز (${size}).`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'احذف من هذا الجهاز' }));
    const keep = await screen.findByRole('button', { name: 'أبقِها' });
    fireEvent.click(keep);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(entries.size).toBeGreaterThan(0);

    fireEvent.click(screen.getByRole('button', { name: 'احذف من هذا الجهاز' }));
    fireEvent.click(await screen.findByRole('button', { name: 'احذف' }));
    const download = await screen.findByRole('button', { name: `أتِح دون اتصال (${size})` });
    await waitFor(() => expect(document.activeElement).toBe(download));
    expect(entries.size).toBe(0);
  });

  it('keeps the Arabic recording a guest chose, with its captions (content review 3, item 5)', async () => {
    const entries = memoryCaches();
    localStorage.setItem(NARRATION_VOICE_KEY, 'female');
    await renderBlock('ar');
    const server = mediaServer();
    fireEvent.click(await screen.findByRole('button', { name: /^أتِح دون اتصال/ }));
    await act(async () => server.release());
    expect(await screen.findByText(/^متاح دون اتصال على هذا الجهاز/)).toBeTruthy();
    const kept = [...entries.keys()];
    expect(kept).toContain('/media/ar/imagination.female.opus');
    expect(kept).toContain('/media/ar/imagination.female.vtt');
    expect(kept).not.toContain('/media/ar/imagination.opus');
    expect(kept).not.toContain('/media/ar/imagination.vtt');
  });
});
