import { createFileRoute } from '@tanstack/react-router';
import { PreparingScreen } from '../../../../../components/preparing-screen';

export const Route = createFileRoute('/_content/exercises/evolve/personal-sources/summary')({
  staticData: { titleKey: 'personalSourcesSummary' },
  component: PreparingScreen,
});
