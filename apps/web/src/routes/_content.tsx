import { Outlet, createFileRoute } from '@tanstack/react-router';
import { ContentHeader } from '../components/content-header';
import { NotFoundView } from '../components/not-found';
import { MAIN_ID } from '../components/skip-link';

/** The one layout shared by every /profile and /exercises screen. */
export const Route = createFileRoute('/_content')({
  component: ContentLayout,
  notFoundComponent: NotFoundView,
});

function ContentLayout() {
  return (
    <>
      <ContentHeader />
      <main id={MAIN_ID} tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
    </>
  );
}
