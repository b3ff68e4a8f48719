import { createFileRoute } from '@tanstack/react-router';
import { PreparingScreen } from '../../../../../components/preparing-screen';

export const Route = createFileRoute('/_content/exercises/evolve/tree-of-life/')({
  staticData: { titleKey: 'treeOfLife' },
  component: PreparingScreen,
});
