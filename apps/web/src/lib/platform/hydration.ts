import { useState, useSyncExternalStore, type Dispatch, type SetStateAction } from 'react';

/*
 * The screens without a parameter in their address are prerendered at build time as a first-time
 * guest sees them, and React hydrates that HTML in the browser (main.tsx): its first render there
 * must be the prerender's, element for element. What this device keeps (drafts, a step reached,
 * settings, the audio format it plays) is applied in the render right after hydration.
 */

const noSubscription = () => () => {};

/**
 * False while React hydrates a prerendered screen (and in the build's prerender, where there is no
 * device); true in every other render, from the one right after hydration on.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * React state that starts from what this device keeps (`read`: storage, a browser feature), or
 * from `guest` while a prerendered screen is hydrated, taking the device's value right after.
 * `fromDevice` is false until then: an effect that writes the state back to the device must wait
 * for it, or it would replace what the device keeps with the guest's value.
 */
export function useDeviceState<T>(
  read: () => T,
  guest: T,
): [state: T, setState: Dispatch<SetStateAction<T>>, fromDevice: boolean] {
  const hydrated = useHydrated();
  const [state, setState] = useState<T>(() => (hydrated ? read() : guest));
  const [fromDevice, setFromDevice] = useState(hydrated);
  if (hydrated && !fromDevice) {
    // The render after hydration: the device's value in this very render (state adjusted while
    // rendering, as React does it, rather than one more drawing from an effect).
    setFromDevice(true);
    setState(() => read());
  }
  return [state, setState, fromDevice];
}
