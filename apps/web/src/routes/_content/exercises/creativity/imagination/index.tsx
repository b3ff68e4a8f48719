import { createFileRoute } from '@tanstack/react-router';
import { ImaginationIntroScreen } from '@/features/exercises/creativity/imagination/imagination-intro-screen';
import {
  parseReferrerSearch,
  returnPath,
} from '@/features/exercises/creativity/imagination/referrer';

export const Route = createFileRoute('/_content/exercises/creativity/imagination/')({
  staticData: { titleKey: 'imagination', backTo: returnPath },
  validateSearch: parseReferrerSearch,
  component: ImaginationIntro,
});

function ImaginationIntro() {
  const { referrer } = Route.useSearch();
  return <ImaginationIntroScreen referrer={referrer} />;
}
