import { createFileRoute } from '@tanstack/react-router';
import { PositiveImageryScreen } from '@/features/exercises/evolve/positive-imagery/positive-imagery-screen';

export const Route = createFileRoute('/_content/exercises/evolve/positive-imagery/exercise')({
  staticData: { titleKey: 'positiveImagery' },
  component: PositiveImageryScreen,
});
