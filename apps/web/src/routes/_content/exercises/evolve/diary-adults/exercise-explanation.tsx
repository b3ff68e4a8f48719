import { createFileRoute } from '@tanstack/react-router';
import { PreparingScreen } from '../../../../../components/preparing-screen';

export const Route = createFileRoute(
  '/_content/exercises/evolve/diary-adults/exercise-explanation',
)({
  staticData: { titleKey: 'diaryExplanation' },
  component: PreparingScreen,
});
