import { useLocation } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import {
  dismissInstallOffer,
  install,
  installOffer,
  subscribeToInstallOffer,
} from '@/lib/platform/install-prompt';
import { applyUpdate, subscribeToUpdate, updateWaiting } from '@/lib/platform/service-worker';
import { Button } from './button';

/** Deeper than an exercise's first screen (its steps, its writing): never interrupt there. */
export function inExercise(pathname: string): boolean {
  return /^\/exercises\/[^/]+\/[^/]+\/./.test(pathname);
}

/** The screens calm enough to offer installing: the start screen and the hub. */
const INSTALL_SCREENS = new Set(['/app', '/app/', '/exercises/']);

function subscribeToConnection(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Without a connection: what still works, and what waits for it. */
export function OfflineNotice() {
  const { t } = useTranslation();
  const online = useSyncExternalStore(
    subscribeToConnection,
    () => navigator.onLine,
    () => true,
  );
  if (online) return null;
  return (
    <p role="status" className="bg-sand-100 px-4 py-2 text-center text-stone-900">
      {t('appNotices.offline')}
    </p>
  );
}

/** "A new version is ready", with Reload; never in the middle of an exercise. */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const waiting = useSyncExternalStore(subscribeToUpdate, updateWaiting, () => false);
  if (!waiting || inExercise(pathname)) return null;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-center gap-3 bg-oasis-50 px-4 py-2 text-stone-900"
    >
      <p>{t('appNotices.update.text')}</p>
      <Button variant="secondary" onClick={applyUpdate}>
        {t('appNotices.update.reload')}
      </Button>
    </div>
  );
}

/** An unobtrusive offer to install Waha (or the iPhone steps), on the start screen and the hub. */
export function InstallPrompt() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const offer = useSyncExternalStore(subscribeToInstallOffer, installOffer, () => undefined);
  if (offer === undefined || !INSTALL_SCREENS.has(pathname)) return null;
  return (
    <section
      aria-labelledby="install-offer-title"
      className="mx-auto my-6 flex max-w-2xl flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 text-stone-800"
    >
      <h2 id="install-offer-title" className="font-semibold text-stone-900">
        {t('appNotices.install.title')}
      </h2>
      <p>{t('appNotices.install.text')}</p>
      {offer === 'ios-steps' ? <p>{t('appNotices.install.iosSteps')}</p> : null}
      <div className="flex flex-wrap gap-3">
        {offer === 'prompt' ? (
          <Button onClick={() => void install()}>{t('appNotices.install.install')}</Button>
        ) : null}
        <Button variant="quiet" onClick={dismissInstallOffer}>
          {t('appNotices.install.dismiss')}
        </Button>
      </div>
    </section>
  );
}
