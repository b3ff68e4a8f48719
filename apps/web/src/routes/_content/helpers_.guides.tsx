import { createFileRoute } from '@tanstack/react-router';
import { GuidesScreen } from '@/features/helpers/guides/guides-screen';

export const Route = createFileRoute('/_content/helpers_/guides')({
  staticData: { titleKey: 'helperGuides' },
  component: GuidesScreen,
});
