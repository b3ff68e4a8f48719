import { lazyPart } from '@/components/lazy-part';
import { i18n } from '@/lib/i18n';
import { useHydrated } from '@/lib/platform/hydration';
import type { ExerciseId } from '../catalogue';
import { isNarrated } from '../group/group-narration';

// The block's code and its texts together: drawn before its texts were here, it would suspend
// once more.
const OfflineDownloadBlock = lazyPart(() =>
  Promise.all([
    import('../offline/offline-download'),
    i18n.loadNamespaces(['offline', 'titles']),
  ]).then(([block]) => block.OfflineDownloadBlock),
);

// "Lead a group" comes with it, in the same turn, so neither moves the other when it appears.
const MediaTools = lazyPart(() =>
  Promise.all([
    import('../offline/offline-download'),
    import('./lead-group'),
    i18n.loadNamespaces(['offline', 'titles', 'group', 'exercise-kit']),
  ]).then(([block, group]) => {
    function Tools({ exercise, store }: { exercise: ExerciseId; store: boolean }) {
      return (
        <>
          <group.LeadGroup exercise={exercise} />
          {store ? <block.OfflineDownloadBlock exercise={exercise} /> : null}
        </>
      );
    }
    return Tools;
  }),
);

/** Whether this browser can keep media for use offline (Cache Storage and a service worker). */
function canStoreMedia(): boolean {
  return typeof caches !== 'undefined' && 'serviceWorker' in navigator;
}

/**
 * "Make available offline" for an exercise with audio or video, on its first screen. Its code and
 * the files' sizes load in a chunk of their own, so the exercise's route stays small; nothing shows
 * in a browser that cannot keep media, or when the chunk could not load (offline before it was
 * stored): the exercise goes on without it. A feature of this browser, so not in the prerendered
 * screen: it comes right after hydration.
 */
export function MakeAvailableOffline({ exercise }: { exercise: ExerciseId }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  // A narrated exercise offers "Lead a group" here too, so every one has it without code of its own.
  if (isNarrated(exercise)) return <MediaTools exercise={exercise} store={canStoreMedia()} />;
  return canStoreMedia() ? <OfflineDownloadBlock exercise={exercise} /> : null;
}
