import { createFileRoute, notFound } from '@tanstack/react-router';
import { NotFoundView } from '@/components/not-found';
import { PersonalSourcesStepScreen } from '@/features/exercises/evolve/personal-sources/personal-sources-step-screen';
import {
  asStep,
  parseStepSearch,
  previousPath,
  SUMMARY_PATH,
  type StepSearch,
} from '@/features/exercises/evolve/personal-sources/steps';
import { parsePersonalSourcesStep } from '@/lib/routing/route-params';

export const Route = createFileRoute('/_content/exercises/evolve/personal-sources/$step')({
  staticData: {
    titleKey: 'personalSources',
    // Back from step 1 goes to the intro, from the others to the step before (spec §4); from an
    // answer opened on the summary, back to the summary.
    backTo: (search: StepSearch, params) =>
      search.from === 'summary'
        ? SUMMARY_PATH
        : previousPath(parsePersonalSourcesStep(params.step ?? '') ?? 1),
  },
  validateSearch: parseStepSearch,
  beforeLoad: ({ params }) => {
    // Steps run from 1 to 11; any other address shows the not-found text.
    if (parsePersonalSourcesStep(params.step) === null) throw notFound();
  },
  component: PersonalSourcesStep,
  notFoundComponent: NotFoundView,
});

function PersonalSourcesStep() {
  const step = asStep(parsePersonalSourcesStep(Route.useParams().step) ?? 1) ?? 1;
  const { from } = Route.useSearch();
  // A new step is a new screen: its text box and dialogs start afresh.
  return <PersonalSourcesStepScreen key={step} step={step} fromSummary={from === 'summary'} />;
}
