import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/button';

/** What login and registration show to someone who is already logged in (spec §6). */
export function AlreadyLoggedIn() {
  const { t } = useTranslation('auth');
  return (
    <div className="flex flex-col items-start gap-4">
      <p role="status" className="text-lg font-semibold text-oasis-900">
        {t('errors.alreadyLoggedIn')}
      </p>
      <div className="flex flex-wrap gap-2">
        <Link to="/profile" className={buttonClass('primary')}>
          {t('alreadyLoggedIn.toProfile')}
        </Link>
        <Link to="/exercises/" className={buttonClass('secondary')}>
          {t('alreadyLoggedIn.toExercises')}
        </Link>
      </div>
    </div>
  );
}
