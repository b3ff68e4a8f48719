import { createFileRoute } from '@tanstack/react-router';
import { ImaginationExerciseScreen } from '@/features/exercises/creativity/imagination/imagination-exercise-screen';
import {
  parseReferrerSearch,
  returnPath,
} from '@/features/exercises/creativity/imagination/referrer';

export const Route = createFileRoute('/_content/exercises/creativity/imagination/exercise')({
  staticData: { titleKey: 'imagination', backTo: returnPath },
  validateSearch: parseReferrerSearch,
  component: ImaginationExercise,
});

function ImaginationExercise() {
  return <ImaginationExerciseScreen returnTo={returnPath(Route.useSearch())} />;
}
