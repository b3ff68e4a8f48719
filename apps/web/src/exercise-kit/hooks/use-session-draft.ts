import { useEffect } from 'react';
import { readItem, removeItem, writeItem } from '@/lib/platform/device-storage';
import { useDeviceState } from '@/lib/platform/hydration';
import { draftStorageKey } from '@/lib/session/session-drafts';

/**
 * Text typed into a box, kept in this tab's sessionStorage as it is typed, so that nothing is lost
 * when the person goes to log in or sign up and comes back, or reloads. It never leaves the device
 * and ends with the tab (or with logging out); `clear` drops it once it is saved.
 */
export function useSessionDraft(key: string): [string, (text: string) => void, () => void] {
  const storageKey = draftStorageKey(key);
  const [text, setText, fromDevice] = useDeviceState(() => {
    try {
      return readItem(storageKey) ?? '';
    } catch {
      return '';
    }
  }, '');
  useEffect(() => {
    if (!fromDevice) return;
    try {
      if (text) writeItem(storageKey, text);
      else removeItem(storageKey);
    } catch {
      // Blocked storage: the draft lives as long as the screen does.
    }
  }, [fromDevice, storageKey, text]);
  return [text, setText, () => setText('')];
}
