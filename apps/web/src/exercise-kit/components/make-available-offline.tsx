import { lazy, Suspense, useState, type ComponentType } from 'react';
import type { OfflineExerciseId } from '../offline/offline-files';

const Block = lazy(() =>
  import('../offline/offline-download').then(
    (module) => ({ default: module.OfflineDownloadBlock }),
    // Its chunk could not load (offline before it was stored): the exercise goes on without it.
    (): { default: ComponentType<{ exercise: OfflineExerciseId }> } => ({ default: () => null }),
  ),
);

/** Whether this browser can keep media for use offline (Cache Storage and a service worker). */
function canStoreMedia(): boolean {
  return typeof caches !== 'undefined' && 'serviceWorker' in navigator;
}

/**
 * "Make available offline" for an exercise with audio or video, on its first screen. Its code and
 * the files' sizes load in a chunk of their own after the screen, so the exercise's route stays
 * small; nothing shows in a browser that cannot keep media.
 */
export function MakeAvailableOffline({ exercise }: { exercise: OfflineExerciseId }) {
  const [supported] = useState(canStoreMedia);
  if (!supported) return null;
  return (
    <Suspense fallback={null}>
      <Block exercise={exercise} />
    </Suspense>
  );
}
