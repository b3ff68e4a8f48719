import { useEffect, useId, useSyncExternalStore, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isQuickExitEnabled,
  listenForTripleEscape,
  neutralSiteFor,
  onQuickExit,
  quickExit,
  setQuickExitEnabled,
  subscribeQuickExitSetting,
} from '@/lib/session/quick-exit';
import { queryClient } from '@/lib/session/session';

function ExitIcon() {
  // A door with an arrow going out; it points the reading way, so it flips in right-to-left text.
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 shrink-0 rtl:-scale-x-100">
      <path
        d="M10 4H5v16h5M14 8l4 4-4 4M18 12H9"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function useQuickExitEnabled(): boolean {
  return useSyncExternalStore(subscribeQuickExitSetting, isQuickExitEnabled, () => true);
}

/** Server state held in memory goes before leaving; the encrypted data on the device stays. */
const forgetServerState = () => queryClient.clear();

/**
 * The quick-exit control of every header. A real link to the neutral site, so it works even before
 * (or without) any script; with scripts it leaves through lib/session/quick-exit, which also clears memory
 * and replaces the history entry. While it is shown, Escape pressed three times does the same.
 * `data-quick-exit` lets the prerendered front page wire it without React (src/landing-page.ts).
 * Its name is always written out: a bare icon would not tell a person in a hurry what it does.
 *
 * One tap leaves from anywhere (docs/architecture.md, "Quick exit above everything"): it is drawn
 * above every toast (react-toastify's layer is 9999) and dialog backdrop, and `data-react-aria-top-layer` keeps
 * it out of what an open dialog makes inert, so a tap on it reaches it instead of closing the
 * dialog. A native modal `<dialog>` (Lead a group) puts the page behind it out of reach, so that
 * dialog carries a QuickExitButton of its own.
 */
export function QuickExitButton() {
  const { t, i18n } = useTranslation();
  const enabled = useQuickExitEnabled();

  useEffect(() => {
    if (!enabled) return;
    const stopCleanup = onQuickExit(forgetServerState);
    const stopListening = listenForTripleEscape();
    return () => {
      stopListening();
      stopCleanup();
    };
  }, [enabled]);

  if (!enabled) return null;
  const leave = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    quickExit();
  };
  return (
    <a
      // Without scripts the link itself goes; with them, quickExit() goes where it should now.
      href={neutralSiteFor(i18n.language)}
      rel="noreferrer"
      data-quick-exit=""
      data-react-aria-top-layer=""
      title={t('quickExit.description')}
      onClick={leave}
      className="relative z-[10000] inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-xl border-2 border-stone-700 bg-sand-100 px-3 text-sm font-semibold text-stone-900 hover:bg-stone-200"
    >
      <ExitIcon />
      <span>{t('quickExit.label')}</span>
    </a>
  );
}

/**
 * The profile's switch for quick exit, kept on this device only (it says nothing about anyone, and
 * guests need it too). Off hides the button on every screen and ignores Escape pressed three times.
 */
export function QuickExitSetting() {
  const { t } = useTranslation('profile');
  const enabled = useQuickExitEnabled();
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <div className="flex min-h-11 items-center gap-3">
        <input
          id={id}
          type="checkbox"
          checked={enabled}
          aria-describedby={`${id}-help`}
          onChange={(event) => setQuickExitEnabled(event.target.checked)}
          className="size-6 shrink-0 accent-oasis-700"
        />
        <label htmlFor={id} className="font-semibold">
          {t('safety.quickExit.label')}
        </label>
      </div>
      <p id={`${id}-help`} className="text-stone-700">
        {t('safety.quickExit.help')}
      </p>
    </div>
  );
}
