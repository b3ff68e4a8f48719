import { createFileRoute } from '@tanstack/react-router';
import { FingerBreathingScreen } from '@/features/exercises/creativity/finger-breathing/finger-breathing-screen';

export const Route = createFileRoute('/_content/exercises/creativity/finger-breathing/')({
  staticData: { titleKey: 'fingerBreathing' },
  component: FingerBreathingScreen,
});
