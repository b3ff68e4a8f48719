import { createFileRoute } from '@tanstack/react-router';
import { RecoverScreen } from '@/features/auth/recover-screen';

export const Route = createFileRoute('/_site/auth/recover')({
  staticData: { titleKey: 'recover' },
  component: RecoverScreen,
});
