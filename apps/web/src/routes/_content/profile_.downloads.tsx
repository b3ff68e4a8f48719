import { createFileRoute } from '@tanstack/react-router';
import { DownloadsScreen } from '@/features/profile/downloads/downloads-screen';

export const Route = createFileRoute('/_content/profile_/downloads')({
  staticData: { titleKey: 'downloads' },
  component: DownloadsScreen,
});
