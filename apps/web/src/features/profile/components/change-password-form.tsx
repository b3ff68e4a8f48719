import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BusyNote } from '@/components/busy-note';
import { Button } from '@/components/button';
import { FormFailure } from '@/components/form-failure';
import { PasswordField } from '@/components/password-field';
import { NewPasswordFields } from '@/components/new-password-fields';
import { ApiRequestError, NetworkError } from '@/lib/platform/api-client';
import { validatePasswordPresent, type FieldErrorKey } from '@/lib/session/form-rules';
import { toast } from '@/lib/platform/toast';
import { Form } from '@/components/form';
import { changePassword } from '../api/change-password';

interface PasswordValues {
  current: string;
  password: string;
  confirm: string;
}

export function ChangePasswordForm() {
  const { t } = useTranslation(['profile', 'auth']);
  const [visible, setVisible] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<PasswordValues>({
    defaultValues: { current: '', password: '', confirm: '' },
  });
  const { errors } = form.formState;
  const message = (key: string | undefined) =>
    key ? t(key as FieldErrorKey, { ns: 'auth' }) : undefined;

  const submit = form.handleSubmit(async ({ current, password }) => {
    setFailure(null);
    setBusy(true);
    try {
      await changePassword(current, password);
      form.reset();
      toast.success(t('password.changed'));
    } catch (error) {
      if (error instanceof NetworkError) setFailure(t('errors.network', { ns: 'auth' }));
      else if (error instanceof ApiRequestError && error.code === 'rate_limited')
        setFailure(t('errors.rateLimited', { ns: 'auth' }));
      else if (error instanceof ApiRequestError && error.status >= 500)
        setFailure(t('errors.generic', { ns: 'auth' }));
      else setFailure(t('password.wrongCurrent'));
    } finally {
      setBusy(false);
    }
  });

  return (
    <Form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <p className="text-stone-700">{t('password.intro')}</p>
      <PasswordField
        label={t('password.current', { ns: 'auth' })}
        visible={visible}
        autoComplete="current-password"
        error={message(errors.current?.message)}
        registration={form.register('current', { validate: validatePasswordPresent })}
      />
      <NewPasswordFields
        form={form}
        label={t('password.new', { ns: 'auth' })}
        visible={visible}
        onVisibleChange={setVisible}
      />
      <FormFailure message={failure} />
      <BusyNote busy={busy} />
      <Button type="submit" variant="secondary" className="self-start" disabled={busy}>
        {t('password.submit')}
      </Button>
    </Form>
  );
}
