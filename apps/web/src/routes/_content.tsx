import { Outlet, createFileRoute } from '@tanstack/react-router';
import { DisguiseNextStep } from '@/components/app-notices';
import { ContentHeader } from '@/components/content-header';
import { MainArea } from '@/components/main-area';
import { NotFoundView } from '@/components/not-found';
import { MoveDeviceProgressOffer } from '@/exercise-kit/components/move-device-progress';

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
        <DisguiseNextStep />
        <MoveDeviceProgressOffer />
        <Outlet />
      </MainArea>
    </>
  );
}
