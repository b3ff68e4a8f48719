import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { exercisesOf, type Category } from '@/exercise-kit/catalogue';
import { CategoryPreparingNote } from './components/category-preparing-note';
import { ExerciseList } from './components/exercise-list';

/**
 * A category's index (/exercises/mind-body/, /evolve/, /creativity/): its exercises, each with a
 * short description and its length. The title ("Do you feel stressed?") is in the content header.
 */
export function CategoryIndexScreen({ category }: { category: Category }) {
  const { t } = useTranslation('hub');
  return (
    <Page>
      <p className="text-lg text-stone-800">{t(`categories.${category}.text`)}</p>
      <CategoryPreparingNote
        category={category}
        className="rounded-2xl bg-sand-100 p-4 text-stone-800"
      />
      <ExerciseList ids={exercisesOf(category).map((exercise) => exercise.id)} headingLevel={2} />
    </Page>
  );
}
