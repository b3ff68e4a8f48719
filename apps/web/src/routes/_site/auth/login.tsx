import { createFileRoute } from '@tanstack/react-router';
import { LoginScreen } from '@/features/auth/login-screen';
import { parseRedirectSearch, safeRedirect } from '@/lib/session/safe-redirect';

export const Route = createFileRoute('/_site/auth/login')({
  staticData: { titleKey: 'login' },
  validateSearch: parseRedirectSearch,
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect } = Route.useSearch();
  return <LoginScreen redirect={safeRedirect(redirect)} />;
}
