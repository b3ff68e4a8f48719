import { createFileRoute, notFound } from '@tanstack/react-router';
import { NotFoundView } from '../../../../../components/not-found';
import { PreparingScreen } from '../../../../../components/preparing-screen';
import { parsePersonalSourcesStep } from '../../../../../lib/route-params';

export const Route = createFileRoute('/_content/exercises/evolve/personal-sources/$step')({
  staticData: { titleKey: 'personalSources' },
  beforeLoad: ({ params }) => {
    // Steps run from 1 to 11; any other address shows the not-found text.
    if (parsePersonalSourcesStep(params.step) === null) throw notFound();
  },
  component: PreparingScreen,
  notFoundComponent: NotFoundView,
});
