import { createFileRoute } from '@tanstack/react-router';
import { PreparingScreen } from '../../../../../components/preparing-screen';

export const Route = createFileRoute('/_content/exercises/evolve/social-network/exercise')({
  staticData: { titleKey: 'socialNetwork' },
  component: PreparingScreen,
});
