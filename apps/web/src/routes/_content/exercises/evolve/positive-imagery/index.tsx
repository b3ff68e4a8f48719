import { createFileRoute } from '@tanstack/react-router';
import { PreparingScreen } from '../../../../../components/preparing-screen';

export const Route = createFileRoute('/_content/exercises/evolve/positive-imagery/')({
  staticData: { titleKey: 'positiveImagery' },
  component: PreparingScreen,
});
