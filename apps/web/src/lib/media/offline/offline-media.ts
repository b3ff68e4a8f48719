import { deviceKey, readItem, writeItem, type DeviceKey } from '@/lib/platform/device-storage';
import { MEDIA_CACHE } from './cache-name';

/**
 * Downloads an exercise's media into the media cache (MEDIA_CACHE), one file after another, with
 * progress in bytes and a way to cancel; removes them again; asks once for persistent storage.
 * Nothing here knows about exercises: exercise-kit/offline/ says which files each one has.
 */

/** A file to keep on the device and its size in bytes (lib/media/media-sizes.json). */
export interface MediaFile {
  url: string;
  bytes: number;
}

export interface DownloadProgress {
  /** Bytes stored or received so far, files already on the device included. */
  done: number;
  total: number;
}

export interface DownloadOptions {
  signal?: AbortSignal;
  onProgress?: (progress: DownloadProgress) => void;
  cache?: Cache;
  fetchFile?: typeof fetch;
}

export function openMediaCache(): Promise<Cache> {
  return caches.open(MEDIA_CACHE);
}

/** The total size of a list of files, each counted once. */
export function totalBytes(files: readonly MediaFile[]): number {
  const unique = new Map(files.map((file) => [file.url, file.bytes]));
  let total = 0;
  for (const bytes of unique.values()) total += bytes;
  return total;
}

/** Which of these files are in the cache. */
export async function storedUrls(files: readonly MediaFile[], cache?: Cache): Promise<Set<string>> {
  const open = cache ?? (await openMediaCache());
  const found = await Promise.all(
    files.map(async (file) => ((await open.match(file.url)) ? file.url : null)),
  );
  return new Set(found.filter((url) => url !== null));
}

/** Reads a response's body whole, telling how many bytes have arrived as they do. */
async function readBody(response: Response, onBytes: (bytes: number) => void): Promise<Blob> {
  const type = response.headers.get('Content-Type') ?? '';
  if (!response.body) return new Blob([await response.arrayBuffer()], { type });
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value as Uint8Array<ArrayBuffer>);
    received += value.byteLength;
    onBytes(received);
  }
  return new Blob(chunks, { type });
}

/**
 * Stores every file not stored yet. A cancel (the signal) or a failure removes the files this call
 * stored, so an exercise is never left half on the device, and the error is thrown again.
 */
export async function downloadMedia(
  files: readonly MediaFile[],
  { signal, onProgress, cache, fetchFile = fetch }: DownloadOptions = {},
): Promise<void> {
  const open = cache ?? (await openMediaCache());
  const total = totalBytes(files);
  const unique = [...new Map(files.map((file) => [file.url, file])).values()];
  const stored = await storedUrls(unique, open);
  let done = totalBytes(unique.filter((file) => stored.has(file.url)));
  onProgress?.({ done, total });
  const added: string[] = [];
  try {
    for (const file of unique) {
      if (stored.has(file.url)) continue;
      signal?.throwIfAborted();
      const response = await fetchFile(file.url, { signal, cache: 'no-store' });
      if (!response.ok) throw new Error(`Could not download ${file.url}: ${response.status}`);
      const before = done;
      const blob = await readBody(response, (bytes) =>
        onProgress?.({ done: before + Math.min(bytes, file.bytes), total }),
      );
      signal?.throwIfAborted();
      await open.put(
        file.url,
        new Response(blob, {
          headers: { 'Content-Type': blob.type, 'Content-Length': String(blob.size) },
        }),
      );
      added.push(file.url);
      done = before + file.bytes;
      onProgress?.({ done, total });
    }
  } catch (error) {
    await Promise.all(added.map((url) => open.delete(url)));
    throw error;
  }
}

/** Removes files from the cache (no two exercises share a file). */
export async function deleteMedia(files: readonly MediaFile[], cache?: Cache): Promise<void> {
  const open = cache ?? (await openMediaCache());
  await Promise.all(files.map((file) => open.delete(file.url)));
}

export const PERSIST_ASKED_KEY = deviceKey('waha.persistAsked');

/**
 * After the first download, asks the browser once to keep the site's storage when space runs low
 * (some browsers ask the person). Never asked again on this device, whatever the answer.
 */
export async function askPersistenceOnce(
  storage: Pick<StorageManager, 'persist' | 'persisted'> | undefined = navigator.storage,
  store: {
    getItem(key: DeviceKey): string | null;
    setItem(key: DeviceKey, value: string): void;
  } = { getItem: readItem, setItem: writeItem },
): Promise<void> {
  if (!storage || store.getItem(PERSIST_ASKED_KEY) === '1') return;
  store.setItem(PERSIST_ASKED_KEY, '1');
  try {
    if (await storage.persisted()) return;
    await storage.persist();
  } catch {
    // Without persistence the media stay until the browser needs the space.
  }
}

/** What the site stores on this device, in bytes, where the browser says. */
export async function storageUsed(): Promise<number | null> {
  try {
    const estimate = await navigator.storage.estimate();
    return estimate.usage ?? null;
  } catch {
    return null;
  }
}
