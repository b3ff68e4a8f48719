import { createFileRoute } from '@tanstack/react-router';
import { PreparingScreen } from '../../../components/preparing-screen';

export const Route = createFileRoute('/_site/auth/register')({
  staticData: { titleKey: 'register' },
  component: PreparingScreen,
});
