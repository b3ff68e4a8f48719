import { createFileRoute } from '@tanstack/react-router';
import { ConversingIntroScreen } from '@/features/exercises/evolve/conversing-together/conversing-intro-screen';

export const Route = createFileRoute('/_content/exercises/evolve/conversing-together/')({
  staticData: { titleKey: 'conversingTogether' },
  component: ConversingIntroScreen,
});
