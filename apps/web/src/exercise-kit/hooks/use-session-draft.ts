import { useEffect } from 'react';
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
      return sessionStorage.getItem(storageKey) ?? '';
    } catch {
      return '';
    }
  }, '');
  useEffect(() => {
    if (!fromDevice) return;
    try {
      if (text) sessionStorage.setItem(storageKey, text);
      else sessionStorage.removeItem(storageKey);
    } catch {
      // Blocked storage: the draft lives as long as the screen does.
    }
  }, [fromDevice, storageKey, text]);
  return [text, setText, () => setText('')];
}
