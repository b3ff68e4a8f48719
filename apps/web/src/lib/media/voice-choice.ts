import { useSyncExternalStore } from 'react';
import type { Gender } from '@waha/shared';
import { deviceKey, readItem, writeItem } from '../platform/device-storage';

// Which Arabic recording an addressed narration plays (the safe oasis, personal sources, the two
// trauma videos: recorded for men and for women, see addressed-narration.ts) where no account says
// it: a guest's own choice, and the recording a facilitator leading a group picks. Kept on this
// device only (lib/platform/device-storage.ts). It tells which form of address a person prefers,
// so it is declared personal, not a setting: with a lock it is sealed like a guest's answers.

/** The choice of a guest who listens alone: `female` or `male` (docs/device-data.md). */
export const NARRATION_VOICE_KEY = deviceKey('waha.narrationVoice');
/** The recording a group hears: `female` (a women's group) or `male` (men or a mixed group). */
export const GROUP_VOICE_KEY = deviceKey('waha.groupVoice');

export type VoiceKey = typeof NARRATION_VOICE_KEY | typeof GROUP_VOICE_KEY;

/** The recording chosen on this device, or undefined: none yet, which plays the base recording. */
export function readVoiceChoice(key: VoiceKey): Gender | undefined {
  try {
    const value = readItem(key);
    return value === 'female' || value === 'male' ? value : undefined;
  } catch {
    return undefined;
  }
}

const listeners = new Set<() => void>();

export function setVoiceChoice(key: VoiceKey, choice: Gender): void {
  try {
    writeItem(key, choice);
  } catch {
    // Without storage the choice holds until the page is left (the listeners below are told).
    memory.set(key, choice);
  }
  for (const listener of listeners) listener();
}

// Where storage refuses (a private window with storage blocked), the choice still applies now.
const memory = new Map<VoiceKey, Gender>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === NARRATION_VOICE_KEY || event.key === GROUP_VOICE_KEY || event.key === null)
      listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The recording chosen on this device for `key`, kept up to date (another tab too). Undefined in
 * the prerendered page and until a choice is made.
 */
export function useVoiceChoice(key: VoiceKey): Gender | undefined {
  return useSyncExternalStore(
    subscribe,
    () => readVoiceChoice(key) ?? memory.get(key),
    () => undefined,
  );
}
