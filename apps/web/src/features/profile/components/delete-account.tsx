import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeNickname } from '@waha/shared/nickname';
import { Button } from '@/components/button';
import { FormField, inputClass } from '@/components/form-field';
import { Modal } from '@/components/modal';
import { toast } from '@/lib/platform/toast';
import { Form } from '@/components/form';
import { deleteAccount } from '../api/delete-account';

/** Deleting is final, so it asks for the nickname to be typed before it runs. */
export function DeleteAccount({ nickname }: { nickname: string }) {
  const { t } = useTranslation(['profile', 'auth']);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (normalizeNickname(typed).toLowerCase() !== normalizeNickname(nickname).toLowerCase()) {
      setMismatch(true);
      return;
    }
    setBusy(true);
    try {
      await deleteAccount();
      setOpen(false);
      toast.success(t('delete.done'));
      await navigate({ to: '/' });
    } catch {
      toast.error(t('errors.generic', { ns: 'auth' }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        variant="secondary"
        className="self-start border-red-800 text-red-800"
        onClick={() => setOpen(true)}
      >
        {t('delete.button')}
      </Button>
      <Modal
        isOpen={open}
        onOpenChange={(next) => {
          setOpen(next);
          setTyped('');
          setMismatch(false);
        }}
        title={t('delete.confirmTitle')}
      >
        <Form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
        >
          <p>{t('delete.intro')}</p>
          <FormField
            label={t('delete.confirmText', { nickname })}
            error={mismatch ? t('delete.confirmMismatch') : undefined}
          >
            {(field) => (
              <input
                {...field}
                value={typed}
                onChange={(event) => {
                  setTyped(event.target.value);
                  setMismatch(false);
                }}
                autoComplete="off"
                className={inputClass}
              />
            )}
          </FormField>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" className="bg-red-800 hover:bg-red-900" disabled={busy}>
              {t('delete.confirmButton')}
            </Button>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('delete.cancel')}
            </Button>
          </div>
        </Form>
      </Modal>
    </>
  );
}
