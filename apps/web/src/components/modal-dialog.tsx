import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Dialog,
  Heading,
  I18nProvider,
  Modal as AriaModal,
  ModalOverlay,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';

export interface ModalProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: ReactNode;
  children: ReactNode;
}

/**
 * The dialog of `Modal` (./modal.tsx), in a chunk of its own with the react-aria overlay code it
 * needs: loaded when a dialog first opens (or its trigger is hovered or focused), not with the screen.
 */
export function ModalDialog({ isOpen, onOpenChange, title, children }: ModalProps) {
  const { t, i18n } = useTranslation();
  return (
    <I18nProvider locale={i18n.language}>
      <ModalOverlay
        isOpen={isOpen}
        onOpenChange={onOpenChange}
        isDismissable
        className="fixed inset-0 z-40 flex items-center justify-center bg-black/70 p-3"
      >
        <AriaModal className="max-h-[90vh] w-full max-w-xl overflow-y-auto rounded-2xl bg-white shadow-xl">
          <Dialog className="flex flex-col gap-4 p-5 outline-none">
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
