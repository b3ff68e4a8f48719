import { createFileRoute } from '@tanstack/react-router';
import { RequestSessionScreen } from '@/features/request-session/request-session-screen';

export const Route = createFileRoute('/_content/request-session')({
  staticData: { titleKey: 'requestSession' },
  component: RequestSessionScreen,
});
