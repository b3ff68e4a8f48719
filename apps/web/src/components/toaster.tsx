import { TOAST_AUTO_CLOSE_MS } from '@waha/shared/constants';
import { useTranslation } from 'react-i18next';
import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/dist/ReactToastify.css';

/**
 * The one place toasts appear (spec §§2, 9): top-right, 320 px wide (see styles.css), closing after
 * 5000 ms unless hovered or the window loses focus; Alt+T moves focus to them; right to left in Arabic.
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
    />
  );
}
