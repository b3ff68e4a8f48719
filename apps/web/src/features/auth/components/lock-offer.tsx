import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/button';

/**
 * Once, right after registration: the app lock offered in plain words, for a phone others use.
 * It is set in the profile, where it can also be set later.
 */
export function LockOffer() {
  const { t } = useTranslation('app-lock');
  return (
    <section className="flex flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm print:hidden">
      <h2 className="text-lg font-semibold text-oasis-900">{t('offer.title')}</h2>
      <p>{t('offer.text')}</p>
      <Link to="/profile" className={buttonClass('secondary', 'self-start')}>
        {t('offer.yes')}
      </Link>
    </section>
  );
}
