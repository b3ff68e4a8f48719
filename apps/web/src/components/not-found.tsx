import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useScreenTitleOverride } from '@/lib/routing/use-document-title';
import { buttonClass } from './button';

/** What an unknown address shows: "This content does not exists." and a way home. */
export function NotFoundView() {
  const { t } = useTranslation();
  useScreenTitleOverride('notFound');
  return (
    <div className="mx-auto flex max-w-xl flex-col items-start gap-4 px-4 py-10">
      <p className="text-xl font-semibold text-oasis-900">{t('notFound')}</p>
      <Link to="/" className={buttonClass('secondary')}>
        {t('goHome')}
      </Link>
    </div>
  );
}

/** The router's own default for a `notFound()` with no screen of its own: "Not Found". */
export function DefaultNotFound() {
  const { t } = useTranslation();
  useScreenTitleOverride('notFound');
  return <p className="px-4 py-10 text-xl font-semibold text-oasis-900">{t('notFoundDefault')}</p>;
}
