import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Modal } from '@/components/modal';

interface ConfirmClearDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onConfirm: () => void;
  title: string;
  text: string;
}

/** Asks before a whole picture is wiped; keeping it is the first choice. */
export function ConfirmClearDialog({
  isOpen,
  onOpenChange,
  onConfirm,
  title,
  text,
}: ConfirmClearDialogProps) {
  const { t } = useTranslation('drawing');
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} title={title}>
      <p className="text-stone-800">{text}</p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {t('clear.keep')}
        </Button>
        <Button
          onClick={() => {
            onConfirm();
            onOpenChange(false);
          }}
        >
          {t('clear.confirm')}
        </Button>
      </div>
    </Modal>
  );
}
