import { createFileRoute } from '@tanstack/react-router';
import { GuidedRelaxationScreen } from '@/features/exercises/creativity/guided-relaxation/guided-relaxation-screen';

export const Route = createFileRoute('/_content/exercises/creativity/guided-relaxation/')({
  staticData: { titleKey: 'guidedRelaxation' },
  component: GuidedRelaxationScreen,
});
