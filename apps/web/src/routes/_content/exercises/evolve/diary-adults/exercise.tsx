import { createFileRoute } from '@tanstack/react-router';
import { DiaryWriteScreen } from '@/features/exercises/evolve/diary-adults/diary-write-screen';
import { parseDiaryEntrySearch } from '@/lib/routing/route-params';

export const Route = createFileRoute('/_content/exercises/evolve/diary-adults/exercise')({
  staticData: { titleKey: 'diaryWrite' },
  validateSearch: parseDiaryEntrySearch,
  component: DiaryWriteScreen,
});
