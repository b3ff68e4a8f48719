import { createFileRoute } from '@tanstack/react-router';
import { PreparingScreen } from '../../../../../components/preparing-screen';
import { parseSavedSearch } from '../../../../../lib/route-params';

export const Route = createFileRoute('/_content/exercises/evolve/diary-adults/archive')({
  staticData: { titleKey: 'diaryArchive' },
  validateSearch: parseSavedSearch,
  component: PreparingScreen,
});
