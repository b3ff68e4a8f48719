import { createFileRoute } from '@tanstack/react-router';
import { SocialNetworkScreen } from '@/features/exercises/evolve/social-network/social-network-screen';

export const Route = createFileRoute('/_content/exercises/evolve/social-network/exercise')({
  staticData: { titleKey: 'socialNetwork' },
  component: SocialNetworkScreen,
});
