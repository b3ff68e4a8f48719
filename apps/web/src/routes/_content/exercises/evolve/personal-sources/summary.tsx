import { createFileRoute } from '@tanstack/react-router';
import { PersonalSourcesSummaryScreen } from '@/features/exercises/evolve/personal-sources/personal-sources-summary-screen';

export const Route = createFileRoute('/_content/exercises/evolve/personal-sources/summary')({
  staticData: { titleKey: 'personalSourcesSummary' },
  component: PersonalSourcesSummaryScreen,
});
