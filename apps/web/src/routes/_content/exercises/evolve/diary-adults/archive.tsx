import { createFileRoute } from '@tanstack/react-router';
import { DiaryArchiveScreen } from '@/features/exercises/evolve/diary-adults/diary-archive-screen';
import { parseSavedSearch } from '@/lib/routing/route-params';

export const Route = createFileRoute('/_content/exercises/evolve/diary-adults/archive')({
  staticData: { titleKey: 'diaryArchive' },
  validateSearch: parseSavedSearch,
  component: DiaryArchiveScreen,
});
