import { TOAST_AUTO_CLOSE_MS } from '@waha/shared/constants';
import { useTranslation } from 'react-i18next';
import { ToastContainer, type CloseButtonProps } from 'react-toastify/unstyled';
import 'react-toastify/dist/ReactToastify.css';

/** A toast's close button, named in the page's language (react-toastify's own says "close"). */
function ToastClose({ closeToast, theme, label }: CloseButtonProps & { label: string }) {
  return (
    <button
      type="button"
      className={`Toastify__close-button Toastify__close-button--${theme}`}
      aria-label={label}
      onClick={(event) => {
        event.stopPropagation();
        closeToast(true);
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14">
        <path
          d="M3 3 13 13M13 3 3 13"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
    </button>
  );
}

/**
 * The one place toasts appear (spec §§2, 9): top-right, 320 px wide (see styles.css), closing after
 * 5000 ms unless hovered or the window loses focus; Alt+T moves focus to them; right to left in Arabic.
 * What a screen reader hears is in the page's language: the close button's name is ours, and the
 * timer bar (whose name react-toastify gives in English only) is hidden from it and from sight,
 * while it still times the toast (walkthrough finding 30).
 */
export function Toaster() {
  const { t, i18n } = useTranslation();
  return (
    <ToastContainer
      position="top-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      pauseOnHover
      pauseOnFocusLoss
      closeOnClick={false}
      draggable={false}
      newestOnTop
      rtl={i18n.dir() === 'rtl'}
      theme="light"
      aria-label={t('toastRegion')}
      hotKeys={(event) => event.altKey && event.code === 'KeyT'}
      hideProgressBar
      closeButton={(props) => <ToastClose {...props} label={t('toastClose')} />}
    />
  );
}
