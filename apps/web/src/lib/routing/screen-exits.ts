import { useSyncExternalStore } from 'react';

/*
 * A screen that must not be left by a stray tap (the recovery code, shown once, before the person
 * says it is saved) holds the header's ways out: the brand's link home and "Open the app". Quick
 * exit is never held.
 */
let holders = 0;
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

/** Holds the header's ways out until the returned function is called. */
export function holdScreenExits(): () => void {
  holders += 1;
  changed();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    changed();
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while a screen holds the header's ways out. */
export function useScreenExitsHeld(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => holders > 0,
    () => false,
  );
}
