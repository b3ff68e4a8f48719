import { useEffect, useState } from 'react';
import type { ModalDialog, ModalProps } from './modal-dialog';

export type { ModalProps };

let dialog: typeof ModalDialog | undefined;
let loading: Promise<void> | undefined;

/**
 * Loads the dialog's code (its react-aria overlay, focus scope and press handling, about 25 KB gzip)
 * ahead of need: call it when the pointer enters or focus reaches what opens a dialog. A failed load
 * (offline before the chunk was cached) is tried again at the next call.
 */
export function preloadModal(): Promise<void> {
  loading ??= import('./modal-dialog').then(
    (module) => {
      dialog = module.ModalDialog;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * A dialog over a dark backdrop, at most 90% of the screen's height, with a close button. Focus stays
 * inside while it is open, Escape closes it, and focus goes back to what opened it.
 *
 * Its code loads the first time a dialog opens (see preloadModal), so screens that may show one do
 * not carry it: until then an open Modal renders nothing and the focus stays on the trigger.
 */
export function Modal(props: ModalProps) {
  const [, setLoaded] = useState(dialog !== undefined);
  const { isOpen } = props;

  useEffect(() => {
    if (!isOpen || dialog) return;
    let live = true;
    preloadModal().then(
      () => {
        if (live) setLoaded(true);
      },
      // The chunk reload guard (lib/chunk-reload.ts) handles a stale build; a closed network
      // leaves the trigger as it was, and the next opening tries again.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [isOpen]);

  if (!isOpen || !dialog) return null;
  const Dialog = dialog;
  return <Dialog {...props} />;
}
