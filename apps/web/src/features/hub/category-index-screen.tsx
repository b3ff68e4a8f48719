import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import { ExerciseList } from './components/exercise-list';
import { exercisesOf, type Category } from './exercises';

/**
 * A category's index (/exercises/mind-body/, /evolve/, /creativity/): its exercises, each with a
 * short description and its length. The title ("Do you feel stressed?") is in the content header.
 */
export function CategoryIndexScreen({ category }: { category: Category }) {
  const { t } = useTranslation('hub');
  return (
    <Page>
      <p className="text-lg text-stone-800">{t(`categories.${category}.text`)}</p>
      {category === 'evolve' && (
        <p className="rounded-2xl bg-sand-100 p-4 text-stone-800">
          {t('categories.evolve.comingSoon')}
        </p>
      )}
      <ExerciseList ids={exercisesOf(category).map((exercise) => exercise.id)} headingLevel={2} />
    </Page>
  );
}
