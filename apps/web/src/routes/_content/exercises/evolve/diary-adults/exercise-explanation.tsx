import { createFileRoute } from '@tanstack/react-router';
import { DiaryExplanationScreen } from '@/features/exercises/evolve/diary-adults/diary-explanation-screen';

export const Route = createFileRoute(
  '/_content/exercises/evolve/diary-adults/exercise-explanation',
)({
  staticData: { titleKey: 'diaryExplanation' },
  component: DiaryExplanationScreen,
});
