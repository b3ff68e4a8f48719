import { Outlet, createRootRoute } from '@tanstack/react-router';
import { Suspense, lazy } from 'react';
import { NotFoundView } from '../components/not-found';
import { MainArea } from '../components/main-area';
import { SiteHeader } from '../components/site-header';
import { SkipLink } from '../components/skip-link';
import { useDocumentTitle } from '../lib/use-document-title';
import { useRouteFocus } from '../lib/use-route-focus';
import { useSessionExpiry } from '../lib/use-session-expiry';

// Toasts are not needed for the first paint, so their code loads just after it.
const Toaster = lazy(() =>
  import('../components/toaster').then((module) => ({ default: module.Toaster })),
);

export const Route = createRootRoute({
  component: RootLayout,
  notFoundComponent: RootNotFound,
});

function RootLayout() {
  useDocumentTitle();
  useRouteFocus();
  useSessionExpiry();
  return (
    <>
      <SkipLink />
      <Outlet />
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </>
  );
}

function RootNotFound() {
  return (
    <>
      <SiteHeader />
      <MainArea>
        <NotFoundView />
      </MainArea>
    </>
  );
}
