import { createFileRoute } from '@tanstack/react-router';
import { ConversingScreen } from '@/features/exercises/evolve/conversing-together/conversing-screen';

export const Route = createFileRoute('/_content/exercises/evolve/conversing-together/exercise')({
  staticData: { titleKey: 'conversingTogether' },
  component: ConversingScreen,
});
