import { lazyPart } from './lazy-part';
import type { ModalProps } from './modal-dialog';

export type { ModalProps };

/**
 * The dialog's code (its react-aria overlay, focus scope and press handling, about 25 KB gzip), in
 * a chunk of its own, so screens that may show a dialog do not carry it. `preloadModal` loads it
 * ahead of need: call it when the pointer enters or focus reaches what opens a dialog.
 */
const ModalDialog = lazyPart(() => import('./modal-dialog').then((module) => module.ModalDialog));

export const preloadModal = ModalDialog.preload;

/**
 * A dialog over a dark backdrop, below the header band (where Quick exit stays usable, see
 * ./modal-dialog.tsx), with a close button. Focus stays
 * inside while it is open, Escape closes it, and focus goes back to what opened it. Until its code
 * is here an open Modal shows nothing and the focus stays on what opened it; if the code cannot
 * load (offline before it was stored), the next opening tries again.
 */
export function Modal(props: ModalProps) {
  return props.isOpen ? <ModalDialog {...props} /> : null;
}
