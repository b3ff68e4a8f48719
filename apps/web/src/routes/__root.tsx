import { Outlet, createRootRoute } from '@tanstack/react-router';
import { NotFoundView } from '@/components/not-found';
import { InstallPrompt, OfflineNotice, UpdatePrompt } from '@/components/app-notices';
import { MainArea } from '@/components/main-area';
import { PendingWrites } from '@/components/pending-writes';
import { SiteHeader } from '@/components/site-header';
import { SkipLink } from '@/components/skip-link';
import { lazyPart } from '@/components/lazy-part';
import { useDocumentTitle } from '@/lib/routing/use-document-title';
import { useRouteFocus } from '@/lib/routing/use-route-focus';
import { useOutboxSync } from '@/lib/records/use-outbox-sync';
import { useSessionExpiry } from '@/lib/session/use-session-expiry';

// The toasts' code is not needed for the first screen: it loads on its own, after the shell.
const Toaster = lazyPart(() => import('@/components/toaster').then((module) => module.Toaster));

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
      <OfflineNotice />
      <PendingWrites />
      <UpdatePrompt />
      <Outlet />
      <InstallPrompt />
      <Toaster />
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
