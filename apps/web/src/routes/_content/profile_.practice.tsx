import { createFileRoute } from '@tanstack/react-router';
import { ProgressScreen } from '@/features/progress/progress-screen';

export const Route = createFileRoute('/_content/profile_/practice')({
  staticData: { titleKey: 'practice' },
  component: ProgressScreen,
});
