import { createFileRoute } from '@tanstack/react-router';
import { TreeOfLifeScreen } from '@/features/exercises/evolve/tree-of-life/tree-of-life-screen';

export const Route = createFileRoute('/_content/exercises/evolve/tree-of-life/exercise')({
  staticData: { titleKey: 'treeOfLife' },
  component: TreeOfLifeScreen,
});
