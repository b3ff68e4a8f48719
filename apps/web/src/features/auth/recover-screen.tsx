import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BusyNote } from '@/components/busy-note';
import { Button } from '@/components/button';
import { FormField, inputClass } from '@/components/form-field';
import { FormFailure } from '@/components/form-failure';
import { Page } from '@/components/page';
import { PageTitle } from '@/components/page-title';
import { parseRecoveryCode } from '@/lib/crypto';
import { NewPasswordFields } from '@/components/new-password-fields';
import { type FieldErrorKey } from '@/lib/session/form-rules';
import { Form } from '@/components/form';
import { recoverAccount } from './api/recover';
import { RecoveryCodePanel } from './components/recovery-code-panel';
import { LoginNicknameField } from './components/login-nickname-field';
import { authErrorKey } from './error-message';

interface RecoverValues {
  nickname: string;
  code: string;
  password: string;
  confirm: string;
}

function validateCode(value: string): FieldErrorKey | true {
  if (value.trim() === '') return 'errors.recoveryCodeRequired';
  return parseRecoveryCode(value) ? true : 'errors.recoveryCodeInvalid';
}

/** Forgot password: nickname, recovery code and a new password; the data stays readable. */
export function RecoverScreen() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [showPasswords, setShowPasswords] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [newCode, setNewCode] = useState<string | null>(null);
  const form = useForm<RecoverValues>({
    defaultValues: { nickname: '', code: '', password: '', confirm: '' },
  });
  const { errors } = form.formState;
  const message = (key: string | undefined) => (key ? t(key as FieldErrorKey) : undefined);

  const submit = form.handleSubmit(async ({ nickname, code, password }) => {
    setFailure(null);
    setSubmitting(true);
    try {
      const result = await recoverAccount(nickname, code, password);
      setNewCode(result.recoveryCode);
    } catch (error) {
      setFailure(t(authErrorKey(error, 'errors.recoveryFailed')));
    } finally {
      setSubmitting(false);
    }
  });

  if (newCode) {
    return (
      <Page>
        <PageTitle>{t('recoveryCode.title')}</PageTitle>
        <RecoveryCodePanel
          code={newCode}
          intro={t('recover.done')}
          onContinue={() => void navigate({ to: '/exercises/' })}
        />
      </Page>
    );
  }

  return (
    <Page>
      <PageTitle>{t('recover', { ns: 'titles' })}</PageTitle>
      <Form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
        <p className="text-stone-700">{t('recover.intro')}</p>
        <LoginNicknameField form={form} />
        <FormField
          label={t('recover.codeLabel')}
          hint={t('recover.codeHint')}
          error={message(errors.code?.message)}
        >
          {(field) => (
            <input
              {...field}
              {...form.register('code', { validate: validateCode })}
              dir="ltr"
              autoComplete="off"
              spellCheck={false}
              autoCapitalize="characters"
              className={`${inputClass} font-mono`}
            />
          )}
        </FormField>
        <NewPasswordFields
          form={form}
          label={t('password.new')}
          visible={showPasswords}
          onVisibleChange={setShowPasswords}
        />
        <FormFailure message={failure} />
        <BusyNote busy={submitting} />
        <Button type="submit" className="self-start" disabled={submitting}>
          {t('recover.submit')}
        </Button>
        <Link to="/auth/login" className="font-semibold text-oasis-800 underline">
          {t('recover.backToLogin')}
        </Link>
      </Form>
    </Page>
  );
}
