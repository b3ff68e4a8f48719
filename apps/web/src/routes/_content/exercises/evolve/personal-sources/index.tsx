import { createFileRoute } from '@tanstack/react-router';
import { PersonalSourcesIntroScreen } from '@/features/exercises/evolve/personal-sources/personal-sources-intro-screen';

export const Route = createFileRoute('/_content/exercises/evolve/personal-sources/')({
  staticData: { titleKey: 'personalSources' },
  component: PersonalSourcesIntroScreen,
});
