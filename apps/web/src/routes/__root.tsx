import { Outlet, createRootRoute } from '@tanstack/react-router';
import { NotFoundView } from '../components/not-found';
import { InstallPrompt, OfflineNotice, UpdatePrompt } from '../components/app-notices';
import { MainArea } from '../components/main-area';
import { PendingWrites } from '../components/pending-writes';
import { SiteHeader } from '../components/site-header';
import { SkipLink } from '../components/skip-link';
import { useDocumentTitle } from '../lib/use-document-title';
import { useLoadedLater } from '../lib/use-loaded-later';
import { useRouteFocus } from '../lib/use-route-focus';
import { useOutboxSync } from '../lib/use-outbox-sync';
import { useSessionExpiry } from '../lib/use-session-expiry';

// Toasts are not needed for the first drawing, so their code loads just after it (and their
// element, the screen's last, comes then). Nothing before them may wait for code in the first
// drawing: a part that waits keeps the next element of the prerendered screen for itself (Preact's
// render over it), and the header after the notices was then removed and built again. So the
// notices (little code, and nothing to show at first) come with the shell.
const loadToaster = () => import('../components/toaster');

export const Route = createRootRoute({
  component: RootLayout,
  notFoundComponent: RootNotFound,
});

function RootLayout() {
  useDocumentTitle();
  useRouteFocus();
  useSessionExpiry();
  useOutboxSync();
  const toaster = useLoadedLater(loadToaster);
  return (
    <>
      <SkipLink />
      <OfflineNotice />
      <PendingWrites />
      <UpdatePrompt />
      <Outlet />
      <InstallPrompt />
      {toaster ? <toaster.Toaster /> : null}
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
