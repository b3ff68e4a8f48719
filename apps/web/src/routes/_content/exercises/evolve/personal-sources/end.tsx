import { createFileRoute } from '@tanstack/react-router';
import { PersonalSourcesEndScreen } from '@/features/exercises/evolve/personal-sources/personal-sources-end-screen';

export const Route = createFileRoute('/_content/exercises/evolve/personal-sources/end')({
  staticData: { titleKey: 'personalSourcesEnd' },
  component: PersonalSourcesEndScreen,
});
