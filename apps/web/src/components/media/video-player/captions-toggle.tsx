import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/button';

function CaptionsIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
    >
      <rect x="3" y="5" width="18" height="14" rx="2" strokeWidth="2" />
      <path d="M7 13h4M13 13h4M7 16h7" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

interface CaptionsToggleProps {
  pressed: boolean;
  onToggle: () => void;
}

/**
 * Shows or hides the captions. Its name stays "Captions" and aria-pressed says whether they are on,
 * as toggle buttons should (a name that changes with the state would be announced as the opposite).
 */
export function CaptionsToggle({ pressed, onToggle }: CaptionsToggleProps) {
  const { t } = useTranslation('media');
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onToggle}
      className={buttonClass(
        'secondary',
        'px-4 aria-pressed:border-oasis-800 aria-pressed:bg-oasis-700 aria-pressed:text-white aria-pressed:hover:bg-oasis-800',
      )}
    >
      <CaptionsIcon />
      {t('video.captions')}
    </button>
  );
}
