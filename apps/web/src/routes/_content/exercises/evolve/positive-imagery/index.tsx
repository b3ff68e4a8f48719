import { createFileRoute } from '@tanstack/react-router';
import { PositiveImageryIntroScreen } from '@/features/exercises/evolve/positive-imagery/positive-imagery-intro-screen';

export const Route = createFileRoute('/_content/exercises/evolve/positive-imagery/')({
  staticData: { titleKey: 'positiveImagery' },
  component: PositiveImageryIntroScreen,
});
