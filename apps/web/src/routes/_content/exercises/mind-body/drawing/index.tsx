import { createFileRoute } from '@tanstack/react-router';
import { DrawingScreen } from '@/features/exercises/mind-body/drawing/drawing-screen';

export const Route = createFileRoute('/_content/exercises/mind-body/drawing/')({
  staticData: { titleKey: 'drawing' },
  component: DrawingScreen,
});
