import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { onSessionExpired } from '../platform/api-client';
import { i18n } from '../i18n';
import { clearLocalSession, loggedOutHere } from './session';

/**
 * Anywhere in the app, a request answered `session_expired` clears this device's keys, says
 * "Your session has expired. Please log in again." and goes to log in, coming back afterwards.
 */
export function useSessionExpiry(): void {
  const router = useRouter();
  useEffect(
    () =>
      onSessionExpired(() => {
        if (loggedOutHere()) return;
        void (async () => {
          await clearLocalSession();
          // The toast code (react-toastify) is not part of the app shell: it loads here, on need.
          const [{ toast }] = await Promise.all([
            import('../platform/toast'),
            i18n.loadNamespaces('auth'),
          ]);
          toast.error(i18n.t('errors.sessionExpired', { ns: 'auth' }), {
            toastId: 'session-expired',
          });
          const { pathname, searchStr } = router.state.location;
          if (pathname.startsWith('/auth/')) return;
          await router.navigate({
            to: '/auth/login',
            search: { redirect: `${pathname}${searchStr}` },
          });
        })();
      }),
    [router],
  );
}
