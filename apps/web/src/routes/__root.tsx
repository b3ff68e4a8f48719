import { Outlet, createRootRoute } from '@tanstack/react-router';
import { Suspense, lazy } from 'react';
import { NotFoundView } from '../components/not-found';
import { MainArea } from '../components/main-area';
import { SiteHeader } from '../components/site-header';
import { SkipLink } from '../components/skip-link';
import { useDocumentTitle } from '../lib/use-document-title';
import { useRouteFocus } from '../lib/use-route-focus';
import { useOutboxSync } from '../lib/use-outbox-sync';
import { useSessionExpiry } from '../lib/use-session-expiry';

// Toasts are not needed for the first paint, so their code loads just after it.
const Toaster = lazy(() =>
  import('../components/toaster').then((module) => ({ default: module.Toaster })),
);
// Nor are the offers to update and to install, which appear at calm moments.
const UpdatePrompt = lazy(() =>
  import('../components/app-notices').then((module) => ({ default: module.UpdatePrompt })),
);
const OfflineNotice = lazy(() =>
  import('../components/app-notices').then((module) => ({ default: module.OfflineNotice })),
);
const PendingWrites = lazy(() =>
  import('../components/pending-writes').then((module) => ({ default: module.PendingWrites })),
);
const InstallPrompt = lazy(() =>
  import('../components/app-notices').then((module) => ({ default: module.InstallPrompt })),
);

export const Route = createRootRoute({
  component: RootLayout,
  notFoundComponent: RootNotFound,
});

function RootLayout() {
  useDocumentTitle();
  useRouteFocus();
  useSessionExpiry();
  useOutboxSync();
  return (
    <>
      <SkipLink />
      <Suspense fallback={null}>
        <OfflineNotice />
        <PendingWrites />
        <UpdatePrompt />
      </Suspense>
      <Outlet />
      <Suspense fallback={null}>
        <InstallPrompt />
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
