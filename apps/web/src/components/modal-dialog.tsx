import { useState, type ReactNode } from 'react';
import {
  Button as AriaButton,
  Dialog,
  Heading,
  I18nProvider,
  Modal as AriaModal,
  ModalOverlay,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { QuickExitButton } from './quick-exit-button';

export interface ModalProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: ReactNode;
  children: ReactNode;
}

/**
 * Whether the screen's own Quick exit is wholly in sight. A dialog stops the page from scrolling,
 * so a header scrolled out of sight when it opens stays out of reach until it closes.
 */
function screensQuickExitInSight(): boolean {
  const link = document.querySelector('[data-quick-exit]');
  if (!link) return false;
  const { top, bottom } = link.getBoundingClientRect();
  return top >= 0 && bottom <= window.innerHeight;
}

/**
 * The dialog of `Modal` (./modal.tsx), in a chunk of its own with the react-aria overlay code it
 * needs: loaded when a dialog first opens (or its trigger is hovered or focused), not with the screen.
 */
export function ModalDialog({ isOpen, onOpenChange, title, children }: ModalProps) {
  const { t, i18n } = useTranslation();
  // Quick exit is one tap away over a dialog (docs/architecture.md): the header's stays usable above
  // the backdrop; if the page was scrolled past it, the dialog brings its own to the same corner.
  const [ownQuickExit] = useState(() => !screensQuickExitInSight());
  return (
    <I18nProvider locale={i18n.language}>
      <ModalOverlay
        isOpen={isOpen}
        onOpenChange={onOpenChange}
        isDismissable
        // A tap on Quick exit (kept above the backdrop) leaves; it does not close the dialog first.
        shouldCloseOnInteractOutside={(element) => !element.closest('[data-quick-exit]')}
        // The top 5rem is the header band, where Quick exit is: the dialog stays below it.
        className="fixed inset-0 z-40 flex items-center justify-center bg-black/70 p-3 pt-20"
      >
        <AriaModal className="max-h-[calc(100dvh-5.75rem)] w-full max-w-xl overflow-y-auto rounded-2xl bg-white shadow-xl">
          <Dialog className="flex flex-col gap-4 p-5 outline-none">
            {/* Fixed to the screen's corner, but inside the dialog: focus reaches it, and what the
                dialog makes inert does not include it. */}
            {ownQuickExit ? (
              <div className="fixed end-2 top-2">
                <QuickExitButton />
              </div>
            ) : null}
            <div className="flex items-start justify-between gap-3">
              <Heading slot="title" className="text-xl font-semibold text-oasis-900">
                {title}
              </Heading>
              <AriaButton
                slot="close"
                aria-label={t('close')}
                className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl text-2xl text-stone-700 hover:bg-stone-100 focus-visible:outline-3 focus-visible:outline-oasis-700"
              >
                <span aria-hidden="true">×</span>
              </AriaButton>
            </div>
            {children}
          </Dialog>
        </AriaModal>
      </ModalOverlay>
    </I18nProvider>
  );
}
