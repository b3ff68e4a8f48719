import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BusyNote } from '@/components/busy-note';
import { Button } from '@/components/button';
import { FormFailure } from '@/components/form-failure';
import { Page } from '@/components/page';
import { PageTitle } from '@/components/page-title';
import { setGuest } from '@/lib/session/guest';
import { useSession } from '@/lib/session/session';
import { toast } from '@/lib/platform/toast';
import { PasswordField } from '@/components/password-field';
import { ShowPasswords } from '@/components/show-passwords';
import { validatePasswordPresent, type FieldErrorKey } from '@/lib/session/form-rules';
import { Form } from '@/components/form';
import { logIn } from './api/log-in';
import { AlreadyLoggedIn } from './components/already-logged-in';
import { LoginNicknameField } from './components/login-nickname-field';
import { authErrorKey } from './error-message';

interface LoginValues {
  nickname: string;
  password: string;
}

const linkClass = 'font-semibold text-oasis-800 underline';

/** /auth/login: nickname and password, with the ways out the spec lists (§2). */
export function LoginScreen({ redirect }: { redirect: string }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { account } = useSession();
  const [showPasswords, setShowPasswords] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const form = useForm<LoginValues>({ defaultValues: { nickname: '', password: '' } });
  const { errors } = form.formState;
  const message = (key: string | undefined) => (key ? t(key as FieldErrorKey) : undefined);

  const submit = form.handleSubmit(async ({ nickname, password }) => {
    setFailure(null);
    setSubmitting(true);
    try {
      const session = await logIn(nickname, password);
      toast.success(t('login.welcome', { nickname: session.account.nickname }));
      // Ratings this device kept as a guest are offered for the account at the top of the next
      // screen (MoveDeviceProgressOffer, in the content layout), without holding up the way there.
      await navigate({ to: redirect });
    } catch (error) {
      setFailure(t(authErrorKey(error, 'errors.loginFailed')));
      form.setValue('password', '');
    } finally {
      setSubmitting(false);
    }
  });

  const continueAsGuest = () => {
    setGuest(true);
    void navigate({ to: redirect });
  };

  return (
    <Page>
      <PageTitle>{t('login', { ns: 'titles' })}</PageTitle>
      {account && !submitting ? (
        <AlreadyLoggedIn />
      ) : (
        <>
          <Form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
            <p className="text-stone-700">{t('login.intro')}</p>
            <LoginNicknameField form={form} />
            <PasswordField
              label={t('password.label')}
              visible={showPasswords}
              autoComplete="current-password"
              error={message(errors.password?.message)}
              registration={form.register('password', { validate: validatePasswordPresent })}
            />
            <ShowPasswords checked={showPasswords} onChange={setShowPasswords} />
            <FormFailure message={failure} />
            <BusyNote busy={submitting} />
            <div className="flex flex-wrap items-center gap-4">
              <Button type="submit" disabled={submitting}>
                {t('login.submit')}
              </Button>
              <Link to="/auth/recover" className={linkClass}>
                {t('login.forgot')}
              </Link>
            </div>
          </Form>
          <div className="flex flex-col items-start gap-3 border-t border-oasis-100 pt-5">
            <p>
              {t('login.noAccount')}{' '}
              <Link to="/auth/register" search={{ redirect }} className={linkClass}>
                {t('login.signUp')}
              </Link>
            </p>
            <Button variant="secondary" onClick={continueAsGuest}>
              {t('login.guest')}
            </Button>
          </div>
        </>
      )}
    </Page>
  );
}
