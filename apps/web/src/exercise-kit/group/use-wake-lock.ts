import { useEffect } from 'react';

/**
 * Keeps the screen on while `active` (Screen Wake Lock). The browser lets the lock go whenever the
 * page is hidden, so it is asked for again each time the page becomes visible. Where the browser
 * has no wake lock, or refuses one (low battery, a policy), nothing else changes: the screen may
 * just dim as usual.
 */
export function useWakeLock(active: boolean): void {
  useEffect(() => {
    if (!active || !('wakeLock' in navigator)) return;
    let sentinel: WakeLockSentinel | null = null;
    let asking = false;
    let stopped = false;

    const request = () => {
      if (stopped || asking || sentinel || document.visibilityState !== 'visible') return;
      asking = true;
      navigator.wakeLock.request('screen').then(
        (lock) => {
          asking = false;
          if (stopped) {
            void lock.release().catch(() => undefined);
            return;
          }
          sentinel = lock;
          lock.addEventListener('release', () => {
            if (sentinel === lock) sentinel = null;
          });
        },
        () => {
          asking = false;
        },
      );
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') request();
    };

    request();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', onVisibility);
      void sentinel?.release().catch(() => undefined);
      sentinel = null;
    };
  }, [active]);
}
