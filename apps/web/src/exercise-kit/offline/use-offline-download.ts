import { useCallback, useEffect, useRef, useState } from 'react';
import {
  askPersistenceOnce,
  deleteMedia,
  downloadMedia,
  storedUrls,
  totalBytes,
  type DownloadProgress,
  type MediaFile,
} from '@/lib/media/offline/offline-media';

export type OfflinePhase = 'checking' | 'absent' | 'downloading' | 'stored' | 'failed';

export interface OfflineDownload {
  phase: OfflinePhase;
  progress: DownloadProgress;
  /** The bytes still to download (files already on the device are not counted). */
  missing: number;
  /** The last download was cancelled by the person (nothing of it was kept). */
  cancelled: boolean;
  /** Resolves with where it ended: stored, absent (cancelled) or failed. */
  download: () => Promise<OfflinePhase>;
  cancel: () => void;
  remove: () => Promise<void>;
}

/**
 * One group of media to keep on the device (an exercise's, or every exercise's in a language):
 * whether it is stored, downloading it with progress, cancelling, deleting. `version` re-checks the
 * cache when something else changed it (the Downloads screen's other rows). `files` must keep its
 * identity between renders (useMemo).
 */
export function useOfflineDownload(
  files: readonly MediaFile[],
  version = 0,
  onChange?: () => void,
): OfflineDownload {
  const total = totalBytes(files);
  const [phase, setPhase] = useState<OfflinePhase>('checking');
  const [progress, setProgress] = useState<DownloadProgress>({ done: 0, total });
  const [missing, setMissing] = useState(total);
  const [cancelled, setCancelled] = useState(false);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => {
    let live = true;
    if (controller.current) return;
    storedUrls(files).then(
      (stored) => {
        if (!live || controller.current) return;
        const rest = files.filter((file) => !stored.has(file.url));
        setMissing(totalBytes(rest));
        setPhase(rest.length === 0 ? 'stored' : 'absent');
      },
      () => live && setPhase('absent'),
    );
    return () => {
      live = false;
    };
  }, [files, version]);

  useEffect(() => () => controller.current?.abort(), []);

  const download = useCallback(async (): Promise<OfflinePhase> => {
    const abort = new AbortController();
    controller.current = abort;
    setCancelled(false);
    setPhase('downloading');
    try {
      await downloadMedia(files, { signal: abort.signal, onProgress: setProgress });
      setMissing(0);
      setPhase('stored');
      void askPersistenceOnce();
      return 'stored';
    } catch {
      const ended = abort.signal.aborted ? 'absent' : 'failed';
      setCancelled(abort.signal.aborted);
      setPhase(ended);
      return ended;
    } finally {
      controller.current = null;
      onChange?.();
    }
  }, [files, onChange]);

  const cancel = useCallback(() => controller.current?.abort(), []);

  const remove = useCallback(async () => {
    await deleteMedia(files);
    setMissing(total);
    setPhase('absent');
    onChange?.();
  }, [files, total, onChange]);

  return { phase, progress, missing, cancelled, download, cancel, remove };
}
