import type enTitles from '../src/locales/en/titles.json';

export interface Screen {
  path: string;
  title: keyof typeof enTitles;
  /** Under the shared content layout (back, title, language, profile). */
  content: boolean;
}

/** Every route of spec §2, with a sample for the dynamic and search-param ones. */
export const SCREENS: Screen[] = [
  { path: '/', title: 'home', content: false },
  { path: '/introduction', title: 'introduction', content: false },
  { path: '/app', title: 'appWelcome', content: false },
  { path: '/app/onboarding', title: 'onboarding', content: false },
  { path: '/auth/login', title: 'login', content: false },
  { path: '/auth/register', title: 'register', content: false },
  { path: '/auth/recover', title: 'recover', content: false },
  { path: '/profile', title: 'profile', content: true },
  { path: '/profile/downloads', title: 'downloads', content: true },
  { path: '/request-session', title: 'requestSession', content: true },
  { path: '/exercises/', title: 'content', content: true },
  { path: '/exercises/mind-body/', title: 'mindBody', content: true },
  { path: '/exercises/evolve/', title: 'evolve', content: true },
  { path: '/exercises/creativity/', title: 'creativity', content: true },
  { path: '/exercises/mind-body/relaxation/', title: 'relaxation', content: true },
  { path: '/exercises/mind-body/body-exercise/', title: 'bodyExercise', content: true },
  { path: '/exercises/mind-body/drawing/', title: 'drawing', content: true },
  { path: '/exercises/mind-body/drawing/mandala', title: 'mandala', content: true },
  { path: '/exercises/creativity/guided-relaxation/', title: 'guidedRelaxation', content: true },
  { path: '/exercises/creativity/finger-breathing/', title: 'fingerBreathing', content: true },
  { path: '/exercises/creativity/imagination/', title: 'imagination', content: true },
  {
    path: '/exercises/creativity/imagination/exercise?referrer=hub',
    title: 'imagination',
    content: true,
  },
  { path: '/exercises/evolve/tree-of-life/', title: 'treeOfLife', content: true },
  { path: '/exercises/evolve/tree-of-life/exercise', title: 'treeOfLife', content: true },
  { path: '/exercises/evolve/social-network/', title: 'socialNetwork', content: true },
  { path: '/exercises/evolve/social-network/exercise', title: 'socialNetwork', content: true },
  { path: '/exercises/evolve/positive-imagery/', title: 'positiveImagery', content: true },
  { path: '/exercises/evolve/positive-imagery/exercise', title: 'positiveImagery', content: true },
  { path: '/exercises/evolve/personal-sources/', title: 'personalSources', content: true },
  { path: '/exercises/evolve/personal-sources/1', title: 'personalSources', content: true },
  { path: '/exercises/evolve/personal-sources/11', title: 'personalSources', content: true },
  {
    path: '/exercises/evolve/personal-sources/summary',
    title: 'personalSourcesSummary',
    content: true,
  },
  { path: '/exercises/evolve/personal-sources/end', title: 'personalSourcesEnd', content: true },
  { path: '/exercises/evolve/diary-adults/', title: 'diary', content: true },
  {
    path: '/exercises/evolve/diary-adults/exercise-explanation',
    title: 'diaryExplanation',
    content: true,
  },
  { path: '/exercises/evolve/diary-adults/exercise', title: 'diaryWrite', content: true },
  {
    path: '/exercises/evolve/diary-adults/archive?saved=true',
    title: 'diaryArchive',
    content: true,
  },
  { path: '/exercises/evolve/conversing-together/', title: 'conversingTogether', content: true },
  {
    path: '/exercises/evolve/conversing-together/exercise',
    title: 'conversingTogether',
    content: true,
  },
];
