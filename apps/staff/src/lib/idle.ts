import { useEffect, useRef } from 'react';

const EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;
const CHECK_EVERY_MS = 15_000;

/**
 * Signs out after `minutes` without a key press or a click in this tab (the server ends an idle
 * session too; this also forgets the keys in this tab at that moment, should the computer be
 * left open). Off while `minutes` is null (signed out).
 */
export function useIdleSignOut(minutes: number | null, signOut: () => void): void {
  const lastActive = useRef(0);
  const callback = useRef(signOut);
  useEffect(() => {
    callback.current = signOut;
  }, [signOut]);
  useEffect(() => {
    if (minutes === null) return;
    lastActive.current = Date.now();
    const active = () => {
      lastActive.current = Date.now();
    };
    for (const event of EVENTS) addEventListener(event, active, { passive: true });
    const timer = setInterval(() => {
      if (Date.now() - lastActive.current >= minutes * 60_000) callback.current();
    }, CHECK_EVERY_MS);
    return () => {
      for (const event of EVENTS) removeEventListener(event, active);
      clearInterval(timer);
    };
  }, [minutes]);
}
