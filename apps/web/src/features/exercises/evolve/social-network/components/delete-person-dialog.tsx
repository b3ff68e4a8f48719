import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Modal } from '@/components/modal';
import type { ShownPerson } from '../network-model';

interface DeletePersonDialogProps {
  person: ShownPerson | null;
  onCancel: () => void;
  onConfirm: (person: ShownPerson) => void;
}

/** "Delete Lina?" (spec §4: a person is deleted after confirmation); Keep has the focus. */
export function DeletePersonDialog({ person, onCancel, onConfirm }: DeletePersonDialogProps) {
  const { t } = useTranslation('social-network');
  return (
    <Modal
      isOpen={person !== null}
      onOpenChange={(isOpen) => (isOpen ? undefined : onCancel())}
      title={t('confirm.title', { name: person?.name ?? '' })}
    >
      <p className="text-stone-800">{t('confirm.text')}</p>
      <div className="flex flex-wrap gap-3">
        <Button autoFocus onClick={onCancel}>
          {t('confirm.cancel')}
        </Button>
        <Button variant="secondary" onClick={() => (person ? onConfirm(person) : undefined)}>
          {t('confirm.confirm')}
        </Button>
      </div>
    </Modal>
  );
}
