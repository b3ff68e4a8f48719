import { useEffect, useState } from 'react';

/** Milliseconds left until `until` (0 once it has passed), updated every second. */
export function useCountdown(until: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = () => setNow(Date.now());
    // At once (as soon as this render is done), then every second while time is left.
    const first = setTimeout(tick, 0);
    const timer = setInterval(() => {
      tick();
      if (Date.now() >= until) clearInterval(timer);
    }, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [until]);
  return Math.max(0, until - now);
}
