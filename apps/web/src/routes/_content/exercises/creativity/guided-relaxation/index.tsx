import { createFileRoute } from '@tanstack/react-router';
import { GuidedRelaxationScreen } from '../../../../../features/breathing/guided-relaxation-screen';

export const Route = createFileRoute('/_content/exercises/creativity/guided-relaxation/')({
  staticData: { titleKey: 'guidedRelaxation' },
  component: GuidedRelaxationScreen,
});
