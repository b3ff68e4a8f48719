import { createFileRoute } from '@tanstack/react-router';
import { CategoryIndexScreen } from '@/features/hub/category-index-screen';

export const Route = createFileRoute('/_content/exercises/evolve/')({
  staticData: { titleKey: 'evolve' },
  component: EvolveIndex,
});

function EvolveIndex() {
  return <CategoryIndexScreen category="evolve" />;
}
