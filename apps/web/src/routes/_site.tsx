import { Outlet, createFileRoute, useRouterState } from '@tanstack/react-router';
import { MainArea } from '@/components/main-area';
import { SiteHeader } from '@/components/site-header';

export const Route = createFileRoute('/_site')({
  component: SiteLayout,
});

function SiteLayout() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <>
      {/* Already in the app's welcome or its questions: "Open the app" would lead nowhere new. */}
      <SiteHeader showOpenApp={pathname !== '/app' && !pathname.startsWith('/app/')} />
      <MainArea>
        <Outlet />
      </MainArea>
    </>
  );
}
