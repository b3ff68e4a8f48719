import { createFileRoute } from '@tanstack/react-router';
import { PreparingScreen } from '../../../../../components/preparing-screen';
import {
  parseReferrerSearch,
  returnPath,
} from '../../../../../features/exercises/creativity/imagination/referrer';

export const Route = createFileRoute('/_content/exercises/creativity/imagination/')({
  staticData: { titleKey: 'imagination', backTo: returnPath },
  validateSearch: parseReferrerSearch,
  component: PreparingScreen,
});
