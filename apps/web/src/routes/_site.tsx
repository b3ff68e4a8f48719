import { Outlet, createFileRoute, useRouterState } from '@tanstack/react-router';
import { MainArea } from '../components/main-area';
import { SiteHeader } from '../components/site-header';

export const Route = createFileRoute('/_site')({
  component: SiteLayout,
});

function SiteLayout() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <>
      <SiteHeader showOpenApp={pathname !== '/app'} />
      <MainArea>
        <Outlet />
      </MainArea>
    </>
  );
}
