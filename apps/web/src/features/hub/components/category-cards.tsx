import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CATEGORIES, CATEGORY_PATHS, exercisesOf } from '@/exercise-kit/catalogue';
import { CategoryPreparingNote } from './category-preparing-note';

const CARD =
  'relative flex flex-col gap-1 rounded-2xl border border-oasis-100 bg-white p-4 shadow-sm';

/**
 * The four hub categories (spec §1): three link to their index; Movement has no screen yet, so it
 * is a card with its coming-soon note and no link. A category with exercises still being prepared
 * says so.
 */
export function CategoryCards() {
  const { t } = useTranslation(['hub', 'titles']);
  return (
    <section aria-labelledby="hub-categories" className="flex flex-col gap-3">
      <h2 id="hub-categories" className="text-xl font-semibold text-oasis-900">
        {t('categories.title')}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {CATEGORIES.map((category) => (
          <li key={category} className={`${CARD} hover:border-oasis-600 hover:bg-oasis-50`}>
            <h3 className="text-lg font-semibold text-oasis-900">
              <Link
                to={CATEGORY_PATHS[category]}
                className="after:absolute after:inset-0 after:rounded-2xl"
              >
                {t(category, { ns: 'titles' })}
              </Link>
            </h3>
            <p className="text-stone-700">{t(`categories.${category}.text`)}</p>
            <p className="text-sm font-semibold text-oasis-800">
              {t('categories.count', { count: exercisesOf(category).length })}
            </p>
            <CategoryPreparingNote category={category} className="text-sm text-stone-700" />
          </li>
        ))}
        <li className={`${CARD} border-dashed`}>
          <h3 className="text-lg font-semibold text-stone-800">{t('categories.movement.title')}</h3>
          <p className="text-stone-700">{t('categories.movement.text')}</p>
          <p className="self-start rounded-full bg-sand-100 px-3 py-0.5 text-sm font-semibold text-stone-800">
            {t('categories.movement.comingSoon')}
          </p>
        </li>
      </ul>
    </section>
  );
}
