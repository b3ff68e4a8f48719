import { useState } from 'react';
import type { OfflineExerciseId } from '../offline/offline-files';
import { i18n } from '../../lib/i18n';
import { useLoadedLater } from '../../lib/use-loaded-later';

// The block's code and its texts together. Drawn before its texts were here, it would suspend, and
// the screen's Suspense boundary would take the whole exercise screen off the page until they came.
const loadBlock = () =>
  Promise.all([
    import('../offline/offline-download'),
    i18n.loadNamespaces(['offline', 'titles']),
  ]).then(([block]) => block);

/** Whether this browser can keep media for use offline (Cache Storage and a service worker). */
function canStoreMedia(): boolean {
  return typeof caches !== 'undefined' && 'serviceWorker' in navigator;
}

/**
 * "Make available offline" for an exercise with audio or video, on its first screen. Its code and
 * the files' sizes load in a chunk of their own after the screen is drawn, so the exercise's route
 * stays small; nothing shows in a browser that cannot keep media, or when the chunk could not load
 * (offline before it was stored): the exercise goes on without it.
 */
export function MakeAvailableOffline({ exercise }: { exercise: OfflineExerciseId }) {
  const [supported] = useState(canStoreMedia);
  const block = useLoadedLater(loadBlock, supported);
  return block ? <block.OfflineDownloadBlock exercise={exercise} /> : null;
}
