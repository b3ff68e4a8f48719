import { createFileRoute } from '@tanstack/react-router';
import { IntroductionScreen } from '@/features/onboarding/introduction-screen';

export const Route = createFileRoute('/_site/introduction')({
  staticData: { titleKey: 'introduction' },
  component: IntroductionScreen,
});
