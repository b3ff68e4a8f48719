import { createFileRoute } from '@tanstack/react-router';
import { PreparingScreen } from '../../components/preparing-screen';

export const Route = createFileRoute('/_site/introduction')({
  staticData: { titleKey: 'introduction' },
  component: PreparingScreen,
});
