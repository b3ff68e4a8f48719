import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Modal } from '@/components/modal';

/** "Delete from this device?": Keep (focused first) or Delete. Escape or × keeps. */
export function ConfirmDelete({
  isOpen,
  title,
  text,
  onCancel,
  onConfirm,
}: {
  isOpen: boolean;
  title: string;
  text: string;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('offline');
  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => (open ? undefined : onCancel())} title={title}>
      <p className="text-stone-800">{text}</p>
      <div className="flex flex-wrap gap-3">
        <Button autoFocus onClick={onCancel}>
          {t('confirm.keep')}
        </Button>
        <Button variant="secondary" onClick={onConfirm}>
          {t('confirm.delete')}
        </Button>
      </div>
    </Modal>
  );
}
