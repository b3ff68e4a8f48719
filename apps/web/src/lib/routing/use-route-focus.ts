import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';

/**
 * After an in-app navigation, move focus to the new screen's title (or its main area), so keyboard
 * and screen-reader users start at the top of the new screen instead of on a link that is gone.
 */
export function useRouteFocus(): void {
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe('onResolved', (event) => {
        if (!event.pathChanged || !event.fromLocation) return;
        requestAnimationFrame(() => {
          const target = document.getElementById('screen-title') ?? document.getElementById('main');
          target?.focus();
        });
      }),
    [router],
  );
}
