import { createFileRoute } from '@tanstack/react-router';
import { PreparingScreen } from '../../../../../components/preparing-screen';
import { parseReferrerSearch } from '../../../../../lib/route-params';

export const Route = createFileRoute('/_content/exercises/creativity/imagination/')({
  staticData: { titleKey: 'imagination' },
  validateSearch: parseReferrerSearch,
  component: PreparingScreen,
});
