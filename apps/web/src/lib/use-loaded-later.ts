import { useEffect, useState } from 'react';

/** What each loader gave, so that a screen drawn again shows it at once. */
const loaded = new Map<() => Promise<unknown>, unknown>();

/**
 * Code that a screen shows below its first drawing (the toasts, "Make available offline"), loaded
 * after that drawing: undefined until it is here, then what `load` resolves with. Unlike
 * React.lazy it never suspends, so the app's first drawing over the prerendered screen is one
 * task with nothing thrown (a lazy part throws there, and its boundary draws again once the code
 * arrives). `load` must be the same function on every render (define it once, at module level).
 * If it fails (offline before the code was stored), it stays undefined.
 */
export function useLoadedLater<T>(load: () => Promise<T>, enabled = true): T | undefined {
  const [value, setValue] = useState(() => loaded.get(load) as T | undefined);
  useEffect(() => {
    if (!enabled || value !== undefined) return;
    let current = true;
    load().then(
      (result) => {
        loaded.set(load, result);
        if (current) setValue(() => result);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [enabled, load, value]);
  return enabled ? value : undefined;
}
