import { Link, useLocation } from '@tanstack/react-router';
import { DISGUISES, disguiseOf, type Disguise } from '@waha/shared/disguises';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '@/lib/i18n/languages';
import {
  disguiseInstallOffer,
  dismissInstallOffer,
  install,
  installOffer,
  subscribeToInstallOffer,
} from '@/lib/platform/install-prompt';
import { DISGUISE_SECTION } from '@/lib/routing/profile-sections';
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
  const { pathname } = useLocation();
  if (!INSTALL_SCREENS.has(pathname) || currentDisguise()) return null;
  return <WahaInstallPrompt />;
}

/**
 * The disguise this page is under, if any. Disguised pages are never prerendered, so reading the
 * address while rendering agrees with hydration.
 */
function currentDisguise(): Disguise | undefined {
  return typeof window === 'undefined' ? undefined : disguiseOf(window.location.pathname);
}

/**
 * Inside a disguise, at the top of its start screen (the hub), where it is seen on opening: what
 * to do next to install it (ux-walkthrough-1, finding 20). Nothing outside a disguise.
 */
export function DisguiseNextStep() {
  const { pathname } = useLocation();
  const disguise = currentDisguise();
  if (!disguise || !INSTALL_SCREENS.has(pathname)) return null;
  return (
    <div className="mx-auto w-full max-w-3xl px-4">
      <DisguiseInstallPrompt disguise={disguise} />
    </div>
  );
}

function WahaInstallPrompt() {
  const { t, i18n } = useTranslation();
  const offer = useSyncExternalStore(subscribeToInstallOffer, installOffer, () => undefined);
  if (offer === undefined) return null;
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const example = DISGUISES[0]?.name[language] ?? '';
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
      {/* The icon says "Waha" to anyone who sees the phone: the plain-named install is offered
          here, where installing is first offered (ux-walkthrough-1, finding 5). */}
      <p>
        {t('appNotices.install.plainName', { name: example })}{' '}
        <Link
          to="/profile"
          hash={DISGUISE_SECTION}
          className="font-semibold text-oasis-800 underline"
        >
          {t('appNotices.install.plainNameLink')}
        </Link>
      </p>
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

/**
 * Inside a disguise (/n/<id>/…), opened to be installed under its plain name: what to do next
 * (ux-walkthrough-1, finding 20), in the disguise's name, never Waha's. Shown until it is
 * installed or waved away on this page, whatever was said to installing Waha itself.
 */
function DisguiseInstallPrompt({ disguise }: { disguise: Disguise }) {
  const { t, i18n } = useTranslation();
  const offer = useSyncExternalStore(
    subscribeToInstallOffer,
    disguiseInstallOffer,
    () => undefined,
  );
  const [waved, setWaved] = useState(false);
  if (offer === undefined || waved) return null;
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const name = disguise.name[language];
  return (
    <section
      aria-labelledby="install-offer-title"
      className="mx-auto my-6 flex max-w-2xl flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 text-stone-800"
    >
      <h2 id="install-offer-title" className="font-semibold text-stone-900">
        {t('appNotices.installDisguise.title', { name })}
      </h2>
      <p>
        {offer === 'ios-steps'
          ? t('appNotices.install.iosSteps')
          : t('appNotices.installDisguise.text', { name })}
      </p>
      <div className="flex flex-wrap gap-3">
        {offer === 'prompt' ? (
          <Button onClick={() => void install()}>{t('appNotices.install.install')}</Button>
        ) : null}
        <Button variant="quiet" onClick={() => setWaved(true)}>
          {t('appNotices.install.dismiss')}
        </Button>
      </div>
    </section>
  );
}
