import { createFileRoute } from '@tanstack/react-router';
import { PreparingSiteScreen } from '../../components/preparing-screen';

export const Route = createFileRoute('/_site/introduction')({
  staticData: { titleKey: 'introduction' },
  component: PreparingSiteScreen,
});
