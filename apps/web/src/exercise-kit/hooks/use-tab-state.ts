import { useEffect, type Dispatch, type SetStateAction } from 'react';
import { readItem, writeItem, type DeviceKey } from '@/lib/platform/device-storage';
import { useDeviceState } from '@/lib/platform/hydration';

/**
 * A piece of an exercise's state kept in this tab's sessionStorage (as JSON), so that a reload
 * comes back to the same place; another tab or a new visit starts afresh. Keep only the place in
 * the exercise (phases, step numbers, ratings), never anything the person wrote. `parse` checks
 * what is read back and returns null for anything it does not recognise (then `start` is used).
 */
export function useTabState<T>(
  key: DeviceKey,
  start: T,
  parse: (stored: unknown) => T | null,
): [T, Dispatch<SetStateAction<T>>] {
  const [state, setState, fromDevice] = useDeviceState<T>(() => {
    try {
      return parse(JSON.parse(readItem(key) ?? 'null')) ?? start;
    } catch {
      return start;
    }
  }, start);
  useEffect(() => {
    if (!fromDevice) return;
    try {
      writeItem(key, JSON.stringify(state));
    } catch {
      // Without storage a reload starts again from the beginning.
    }
  }, [fromDevice, key, state]);
  return [state, setState];
}
