import { createFileRoute } from '@tanstack/react-router';
import { DiaryIndexScreen } from '@/features/exercises/evolve/diary-adults/diary-index-screen';

export const Route = createFileRoute('/_content/exercises/evolve/diary-adults/')({
  staticData: { titleKey: 'diary' },
  component: DiaryIndexScreen,
});
