import { createFileRoute } from '@tanstack/react-router';
import { MandalaScreen } from '@/features/exercises/mind-body/drawing/mandala/mandala-screen';

export const Route = createFileRoute('/_content/exercises/mind-body/drawing/mandala')({
  staticData: { titleKey: 'mandala' },
  component: MandalaScreen,
});
