import { createFileRoute } from '@tanstack/react-router';
import { CategoryIndexScreen } from '@/features/hub/category-index-screen';

export const Route = createFileRoute('/_content/exercises/creativity/')({
  staticData: { titleKey: 'creativity' },
  component: CreativityIndex,
});

function CreativityIndex() {
  return <CategoryIndexScreen category="creativity" />;
}
