import { describe, expect, it, vi } from 'vitest';
import {
  askPersistenceOnce,
  deleteMedia,
  downloadMedia,
  PERSIST_ASKED_KEY,
  storedUrls,
  totalBytes,
  type DownloadProgress,
  type MediaFile,
} from './offline-media';

/** A Cache Storage cache in memory: enough of Cache for the download code. */
class MemoryCache {
  readonly entries = new Map<string, Response>();
  match(url: string) {
    return Promise.resolve(this.entries.get(url)?.clone());
  }
  put(url: string, response: Response) {
    this.entries.set(url, response);
    return Promise.resolve();
  }
  delete(url: string) {
    return Promise.resolve(this.entries.delete(url));
  }
}

const FILES: MediaFile[] = [
  { url: '/media/en/relaxation.opus', bytes: 10 },
  { url: '/media/en/relaxation.vtt', bytes: 4 },
];

/** A server that answers each file with its size in bytes, sent in chunks of three. */
function server(sizes: Record<string, number>, fail?: string) {
  return vi.fn((url: RequestInfo | URL, init?: RequestInit) => {
    const key = String(url);
    if (key === fail) return Promise.resolve(new Response('no', { status: 503 }));
    const bytes = sizes[key] ?? 0;
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (init?.signal?.aborted) {
          controller.error(init.signal.reason);
          return;
        }
        const size = Math.min(3, bytes - sent);
        if (size <= 0) controller.close();
        else {
          controller.enqueue(new Uint8Array(size));
          sent += size;
        }
      },
    });
    return Promise.resolve(
      new Response(body, { headers: { 'Content-Type': 'audio/ogg' }, status: 200 }),
    );
  });
}

const SIZES = { '/media/en/relaxation.opus': 10, '/media/en/relaxation.vtt': 4 };

describe('totalBytes', () => {
  it('adds the sizes, each file once', () => {
    expect(totalBytes(FILES)).toBe(14);
    expect(totalBytes([...FILES, ...FILES])).toBe(14);
    expect(totalBytes([])).toBe(0);
  });
});

describe('downloadMedia', () => {
  it('stores every file whole and reports progress up to the total', async () => {
    const cache = new MemoryCache();
    const progress: DownloadProgress[] = [];
    await downloadMedia(FILES, {
      cache: cache as unknown as Cache,
      fetchFile: server(SIZES),
      onProgress: (step) => progress.push(step),
    });
    expect([...(await storedUrls(FILES, cache as unknown as Cache))]).toEqual(
      FILES.map((file) => file.url),
    );
    const stored = await cache.match('/media/en/relaxation.opus');
    expect((await stored?.arrayBuffer())?.byteLength).toBe(10);
    expect(stored?.headers.get('Content-Length')).toBe('10');
    expect(progress[0]).toEqual({ done: 0, total: 14 });
    expect(progress.at(-1)).toEqual({ done: 14, total: 14 });
    const done = progress.map((step) => step.done);
    expect(done).toEqual([...done].sort((a, b) => a - b));
    expect(new Set(done).size).toBeGreaterThan(4);
  });

  it('downloads only what is missing and counts the rest as done', async () => {
    const cache = new MemoryCache();
    await cache.put('/media/en/relaxation.vtt', new Response('WEBV'));
    const fetchFile = server(SIZES);
    const progress: DownloadProgress[] = [];
    await downloadMedia(FILES, {
      cache: cache as unknown as Cache,
      fetchFile,
      onProgress: (step) => progress.push(step),
    });
    expect(fetchFile).toHaveBeenCalledTimes(1);
    expect(progress[0]).toEqual({ done: 4, total: 14 });
  });

  it('keeps nothing of a cancelled download', async () => {
    const cache = new MemoryCache();
    const abort = new AbortController();
    const files = [...FILES].reverse();
    const download = downloadMedia(files, {
      cache: cache as unknown as Cache,
      fetchFile: server(SIZES),
      signal: abort.signal,
      onProgress: ({ done }) => {
        if (done > 4) abort.abort();
      },
    });
    await expect(download).rejects.toThrow();
    expect(cache.entries.size).toBe(0);
  });

  it('keeps nothing when a file fails, and says so', async () => {
    const cache = new MemoryCache();
    const download = downloadMedia(FILES, {
      cache: cache as unknown as Cache,
      fetchFile: server(SIZES, '/media/en/relaxation.vtt'),
    });
    await expect(download).rejects.toThrow(/503/);
    expect(cache.entries.size).toBe(0);
  });

  it('does not remove what was stored before a failure', async () => {
    const cache = new MemoryCache();
    await cache.put('/media/en/relaxation.opus', new Response('kept'));
    const download = downloadMedia(FILES, {
      cache: cache as unknown as Cache,
      fetchFile: server(SIZES, '/media/en/relaxation.vtt'),
    });
    await expect(download).rejects.toThrow();
    expect([...cache.entries.keys()]).toEqual(['/media/en/relaxation.opus']);
  });
});

describe('deleteMedia', () => {
  it('removes the files and nothing else', async () => {
    const cache = new MemoryCache();
    await cache.put('/media/en/relaxation.opus', new Response('a'));
    await cache.put('/media/en/relaxation.vtt', new Response('b'));
    await cache.put('/media/en/breathing.opus', new Response('c'));
    await deleteMedia(FILES, cache as unknown as Cache);
    expect([...cache.entries.keys()]).toEqual(['/media/en/breathing.opus']);
  });
});

describe('askPersistenceOnce', () => {
  function memoryStore() {
    const values = new Map<string, string>();
    return {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
    };
  }

  it('asks the browser once on this device, whatever the answer', async () => {
    const storage = {
      persist: vi.fn(() => Promise.resolve(false)),
      persisted: vi.fn(() => Promise.resolve(false)),
    };
    const store = memoryStore();
    await askPersistenceOnce(storage, store);
    await askPersistenceOnce(storage, store);
    expect(storage.persist).toHaveBeenCalledTimes(1);
    expect(store.getItem(PERSIST_ASKED_KEY)).toBe('1');
  });

  it('does not ask when the storage is persistent already', async () => {
    const storage = {
      persist: vi.fn(() => Promise.resolve(true)),
      persisted: vi.fn(() => Promise.resolve(true)),
    };
    await askPersistenceOnce(storage, memoryStore());
    expect(storage.persist).not.toHaveBeenCalled();
  });

  it('does nothing in a browser without the storage manager', async () => {
    const store = memoryStore();
    await askPersistenceOnce(undefined, store);
    expect(store.getItem(PERSIST_ASKED_KEY)).toBeNull();
  });
});
