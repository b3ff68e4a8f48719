import { createFileRoute } from '@tanstack/react-router';
import { HubScreen } from '@/features/hub/hub-screen';

export const Route = createFileRoute('/_content/exercises/')({
  staticData: { titleKey: 'content' },
  component: HubScreen,
});
