import { createFileRoute } from '@tanstack/react-router';
import { SocialNetworkIntroScreen } from '@/features/exercises/evolve/social-network/social-network-intro-screen';

export const Route = createFileRoute('/_content/exercises/evolve/social-network/')({
  staticData: { titleKey: 'socialNetwork' },
  component: SocialNetworkIntroScreen,
});
