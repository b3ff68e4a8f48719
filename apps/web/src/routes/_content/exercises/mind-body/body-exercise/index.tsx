import { createFileRoute } from '@tanstack/react-router';
import { BodyExerciseScreen } from '@/features/exercises/mind-body/body-exercise/body-exercise-screen';

export const Route = createFileRoute('/_content/exercises/mind-body/body-exercise/')({
  staticData: { titleKey: 'bodyExercise' },
  component: BodyExerciseScreen,
});
