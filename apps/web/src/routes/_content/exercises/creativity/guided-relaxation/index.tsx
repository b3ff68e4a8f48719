import { createFileRoute } from '@tanstack/react-router';
import { PreparingScreen } from '../../../../../components/preparing-screen';

export const Route = createFileRoute('/_content/exercises/creativity/guided-relaxation/')({
  staticData: { titleKey: 'guidedRelaxation' },
  component: PreparingScreen,
});
