import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { readLockSettings, type LockSettings } from './lock-actions';

/** The lock as this device keeps it (null while read, or when none is set), read again on `key`. */
export function useLockSettings(
  key: unknown = null,
): [LockSettings | null, Dispatch<SetStateAction<LockSettings | null>>] {
  const [settings, setSettings] = useState<LockSettings | null>(null);
  useEffect(() => {
    let live = true;
    void readLockSettings().then((read) => {
      if (live) setSettings(read);
    });
    return () => {
      live = false;
    };
  }, [key]);
  return [settings, setSettings];
}
