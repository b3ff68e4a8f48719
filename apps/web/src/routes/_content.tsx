import { Outlet, createFileRoute } from '@tanstack/react-router';
import { ContentHeader } from '@/components/content-header';
import { MainArea } from '@/components/main-area';
import { NotFoundView } from '@/components/not-found';

/** The one layout shared by every /profile and /exercises screen. */
export const Route = createFileRoute('/_content')({
  component: ContentLayout,
  notFoundComponent: NotFoundView,
});

function ContentLayout() {
  return (
    <>
      <ContentHeader />
      <MainArea>
        <Outlet />
      </MainArea>
    </>
  );
}
