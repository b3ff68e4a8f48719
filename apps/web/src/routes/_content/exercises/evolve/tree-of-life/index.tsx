import { createFileRoute } from '@tanstack/react-router';
import { TreeOfLifeIntroScreen } from '@/features/exercises/evolve/tree-of-life/tree-of-life-intro-screen';

export const Route = createFileRoute('/_content/exercises/evolve/tree-of-life/')({
  staticData: { titleKey: 'treeOfLife' },
  component: TreeOfLifeIntroScreen,
});
