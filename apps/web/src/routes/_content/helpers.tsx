import { createFileRoute } from '@tanstack/react-router';
import { HelpersScreen } from '@/features/helpers/helpers-screen';

export const Route = createFileRoute('/_content/helpers')({
  staticData: { titleKey: 'helpers' },
  component: HelpersScreen,
});
