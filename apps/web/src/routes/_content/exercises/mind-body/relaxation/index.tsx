import { createFileRoute } from '@tanstack/react-router';
import { RelaxationScreen } from '@/features/exercises/mind-body/relaxation/relaxation-screen';

export const Route = createFileRoute('/_content/exercises/mind-body/relaxation/')({
  staticData: { titleKey: 'relaxation' },
  component: RelaxationScreen,
});
