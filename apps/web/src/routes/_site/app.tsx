import { createFileRoute } from '@tanstack/react-router';
import { PreparingSiteScreen } from '../../components/preparing-screen';

export const Route = createFileRoute('/_site/app')({
  staticData: { titleKey: 'appWelcome' },
  component: PreparingSiteScreen,
});
