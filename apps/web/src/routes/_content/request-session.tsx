import { createFileRoute } from '@tanstack/react-router';
import { SessionRequestScreen } from '../../features/session-request/session-request-screen';

export const Route = createFileRoute('/_content/request-session')({
  staticData: { titleKey: 'requestSession' },
  component: SessionRequestScreen,
});
