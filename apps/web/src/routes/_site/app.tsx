import { createFileRoute } from '@tanstack/react-router';
import { AppWelcomeScreen } from '@/features/onboarding/app-welcome-screen';

export const Route = createFileRoute('/_site/app')({
  staticData: { titleKey: 'appWelcome' },
  component: AppWelcomeScreen,
});
