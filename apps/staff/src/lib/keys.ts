import { importStaffPrivateKey } from '@waha/shared/staff-seal';
import type { LoadedStaffKey } from '@waha/shared/staff-seal';
import { useSyncExternalStore } from 'react';

/**
 * The staff private keys loaded in this tab: in memory only, imported as keys that cannot be
 * exported (no script can read them back), forgotten on sign-out, when the session ends, when
 * the tab closes. Never stored, never sent.
 */
let keys: readonly LoadedStaffKey[] = [];
const listeners = new Set<() => void>();

function set(next: readonly LoadedStaffKey[]) {
  keys = next;
  for (const listener of [...listeners]) listener();
}

export type KeyLoadProblem = 'invalid' | 'unreadable' | 'already';

export class KeyLoadError extends Error {
  constructor(readonly problem: KeyLoadProblem) {
    super(problem);
  }
}

/** Reads a private key file (a JWK) and keeps the key; the file's text is dropped at once. */
export async function loadKeyFile(file: Blob): Promise<LoadedStaffKey> {
  let content: unknown;
  try {
    content = JSON.parse(await file.text());
  } catch {
    throw new KeyLoadError(file.size === 0 ? 'unreadable' : 'invalid');
  }
  let key: LoadedStaffKey;
  try {
    key = await importStaffPrivateKey(content);
  } catch {
    throw new KeyLoadError('invalid');
  }
  if (keys.some((it) => it.keyId === key.keyId)) throw new KeyLoadError('already');
  set([...keys, key]);
  return key;
}

export function forgetKeys(): void {
  set([]);
}

export function loadedKeys(): readonly LoadedStaffKey[] {
  return keys;
}

export function useLoadedKeys(): readonly LoadedStaffKey[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => keys,
  );
}
