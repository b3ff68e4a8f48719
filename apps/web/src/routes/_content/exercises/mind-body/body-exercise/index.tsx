import { createFileRoute } from '@tanstack/react-router';
import { PreparingScreen } from '../../../../../components/preparing-screen';

export const Route = createFileRoute('/_content/exercises/mind-body/body-exercise/')({
  staticData: { titleKey: 'bodyExercise' },
  component: PreparingScreen,
});
