import { createFileRoute } from '@tanstack/react-router';
import { RegisterScreen } from '@/features/auth/register-screen';
import { parseRedirectSearch, safeRedirect } from '@/lib/session/safe-redirect';

export const Route = createFileRoute('/_site/auth/register')({
  staticData: { titleKey: 'register' },
  validateSearch: parseRedirectSearch,
  component: RegisterRoute,
});

function RegisterRoute() {
  const { redirect } = Route.useSearch();
  return <RegisterScreen redirect={safeRedirect(redirect)} />;
}
