import { Outlet, createFileRoute, useRouterState } from '@tanstack/react-router';
import { SiteHeader } from '../components/site-header';
import { MAIN_ID } from '../components/skip-link';

export const Route = createFileRoute('/_site')({
  component: SiteLayout,
});

function SiteLayout() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <>
      <SiteHeader showOpenApp={pathname !== '/app'} />
      <main id={MAIN_ID} tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
    </>
  );
}
