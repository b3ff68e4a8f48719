import { vi } from 'vitest';

/** Cache Storage in memory, for tests (one cache is enough): returns its entries by URL. */
export function memoryCaches(): Map<string, Response> {
  const entries = new Map<string, Response>();
  const cache = {
    match: (url: string) => Promise.resolve(entries.get(url)?.clone()),
    put: (url: string, response: Response) => Promise.resolve(void entries.set(url, response)),
    delete: (url: string) => Promise.resolve(entries.delete(url)),
  };
  vi.stubGlobal('caches', { open: () => Promise.resolve(cache) });
  return entries;
}
