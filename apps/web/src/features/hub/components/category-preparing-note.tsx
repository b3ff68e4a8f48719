import { useTranslation } from 'react-i18next';
import { preparingIn, type Category } from '@/exercise-kit/catalogue';

/**
 * Says truthfully, from the catalogue's `ready` flags, whether some or all of a category's exercises
 * are still being prepared; nothing once they all work.
 */
export function CategoryPreparingNote({
  category,
  className,
}: {
  category: Category;
  className: string;
}) {
  const { t } = useTranslation('hub');
  const preparing = preparingIn(category);
  if (preparing === 'none') return null;
  return (
    <p className={className}>
      {preparing === 'all' ? t('categories.preparingAll') : t('categories.preparingSome')}
    </p>
  );
}
