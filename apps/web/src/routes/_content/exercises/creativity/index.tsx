import { createFileRoute } from '@tanstack/react-router';
import { PreparingScreen } from '../../../../components/preparing-screen';

export const Route = createFileRoute('/_content/exercises/creativity/')({
  staticData: { titleKey: 'creativity' },
  component: PreparingScreen,
});
