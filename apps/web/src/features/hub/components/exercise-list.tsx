import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { exerciseById, type ExerciseId } from '@/exercise-kit/catalogue';
import { useDurationLabel } from '../duration';

/**
 * Exercises as a list of cards, each a link named by its title, with a description and length; one
 * still being prepared says so (its link still works and shows that it is coming). For someone who
 * supports another person (`together`), each card also says how to do it with someone.
 */
export function ExerciseList({
  ids,
  headingLevel = 3,
  together = false,
}: {
  ids: readonly ExerciseId[];
  headingLevel?: 2 | 3 | 4;
  together?: boolean;
}) {
  const { t } = useTranslation(['hub', 'titles']);
  const durationOf = useDurationLabel();
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className="flex flex-col gap-3">
      {ids.map((id) => {
        const exercise = exerciseById(id);
        return (
          <li
            key={id}
            className="relative flex flex-col gap-1 rounded-2xl border border-oasis-100 bg-white p-4 shadow-sm hover:border-oasis-600 hover:bg-oasis-50"
          >
            <Heading className="text-lg font-semibold text-oasis-900">
              {/* The whole card is the link's target; its name stays the exercise's title. */}
              <Link to={exercise.path} className="after:absolute after:inset-0 after:rounded-2xl">
                {t(exercise.titleKey, { ns: 'titles' })}
              </Link>
            </Heading>
            <p className="text-stone-700">{t(`exercises.${id}.description`)}</p>
            {together && <p className="text-stone-700">{t(`exercises.${id}.together`)}</p>}
            {exercise.ready ? null : (
              <p className="self-start rounded-full bg-sand-100 px-3 py-0.5 text-sm font-semibold text-stone-800">
                {t('preparing')}
              </p>
            )}
            <p className="text-sm font-semibold text-oasis-800">{durationOf(exercise)}</p>
          </li>
        );
      })}
    </ul>
  );
}
