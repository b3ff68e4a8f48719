import { createFileRoute } from '@tanstack/react-router';
import { CategoryIndexScreen } from '@/features/hub/category-index-screen';

export const Route = createFileRoute('/_content/exercises/mind-body/')({
  staticData: { titleKey: 'mindBody' },
  component: MindBodyIndex,
});

function MindBodyIndex() {
  return <CategoryIndexScreen category="mindBody" />;
}
