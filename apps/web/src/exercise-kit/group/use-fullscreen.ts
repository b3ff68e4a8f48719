import { useEffect, useState, type RefObject } from 'react';

export interface Fullscreen {
  /** Whether this browser lets the page fill the screen (not an iPhone's Safari, for one). */
  available: boolean;
  /** Whether `element` fills the screen now (the person may also leave with Escape). */
  active: boolean;
  toggle: () => void;
}

/**
 * The Fullscreen API for one element: on a laptop showing a projector, the browser's tabs and
 * address bar go too. Where the browser has no such API, or refuses (a policy, no gesture), the
 * view stays as it was, over the whole window. The element leaves full screen when it unmounts.
 */
export function useFullscreen(element: RefObject<HTMLElement | null>): Fullscreen {
  const [available] = useState(() => document.fullscreenEnabled);
  const [active, setActive] = useState(false);

  useEffect(() => {
    const target = element.current;
    if (!available || !target) return;
    const onChange = () => setActive(document.fullscreenElement === target);
    document.addEventListener('fullscreenchange', onChange);
    return () => {
      document.removeEventListener('fullscreenchange', onChange);
      if (document.fullscreenElement === target) {
        void document.exitFullscreen().catch(() => undefined);
      }
    };
  }, [available, element]);

  const toggle = () => {
    const target = element.current;
    if (!available || !target) return;
    if (document.fullscreenElement === target) {
      void document.exitFullscreen().catch(() => undefined);
    } else {
      void target.requestFullscreen().catch(() => undefined);
    }
  };

  return { available, active, toggle };
}
