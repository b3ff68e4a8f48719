import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/button';
import { APP_LOCK_SECTION } from '@/lib/routing/profile-sections';

/**
 * Once, right after registration, when the recovery code is said to be saved and above Continue,
 * where it is seen: the app lock offered in plain words, for a phone others use. It leads to the
 * lock's own section of the profile (near its top), where it can also be set later.
 */
export function LockOffer() {
  const { t } = useTranslation('app-lock');
  return (
    <section className="flex flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm print:hidden">
      <h2 className="text-lg font-semibold text-oasis-900">{t('offer.title')}</h2>
      <p>{t('offer.text')}</p>
      <Link
        to="/profile"
        hash={APP_LOCK_SECTION}
        className={buttonClass('secondary', 'self-start')}
      >
        {t('offer.yes')}
      </Link>
    </section>
  );
}
