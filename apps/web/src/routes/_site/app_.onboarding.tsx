import { createFileRoute } from '@tanstack/react-router';
import { OnboardingScreen } from '@/features/onboarding/onboarding-screen';

// "app_" keeps /app/onboarding out of the /app screen: a sibling, not a child rendered inside it.
export const Route = createFileRoute('/_site/app_/onboarding')({
  staticData: { titleKey: 'onboarding' },
  component: OnboardingScreen,
});
