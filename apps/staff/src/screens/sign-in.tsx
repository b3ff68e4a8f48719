import { staffSessionResponseSchema } from '@waha/shared/staff';
import type { StaffSessionResponse } from '@waha/shared/staff';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../components/layout';
import { Button, Field, Notice, inputClass } from '../components/ui';
import { ApiError, api, errorKey } from '../lib/api';

type Problem = 'wrong' | 'network' | 'rateLimited' | 'generic';

export function SignInScreen({
  notice,
  onSignedIn,
}: {
  /** Why the person is here again: their session ended, or they were idle. */
  notice: 'sessionEnded' | 'idle' | null;
  onSignedIn: (session: StaffSessionResponse) => void;
}) {
  const { t } = useTranslation('auth');
  const { t: common } = useTranslation();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<{ name?: boolean; password?: boolean }>({});
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const nowMissing = { name: name.trim() === '', password: password === '' };
    setMissing(nowMissing);
    if (nowMissing.name || nowMissing.password) {
      document.getElementById(nowMissing.name ? 'sign-in-name' : 'sign-in-password')?.focus();
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const session = await api('/api/staff/session', {
        body: { name, password },
        schema: staffSessionResponseSchema,
      });
      onSignedIn(session);
    } catch (error) {
      setProblem(
        error instanceof ApiError && error.code === 'invalid_credentials'
          ? 'wrong'
          : (errorKey(error) as Problem),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <PageTitle>{t('signIn.title')}</PageTitle>
      {notice && <Notice>{common(`errors.${notice}`)}</Notice>}
      <p className="text-stone-800">{t('signIn.intro')}</p>
      <form
        method="post"
        noValidate
        onSubmit={(event) => void submit(event)}
        className="flex max-w-md flex-col gap-4"
      >
        <Field
          id="sign-in-name"
          label={t('signIn.name')}
          error={missing.name ? t('signIn.nameRequired') : undefined}
        >
          {(field) => (
            <input
              {...field}
              name="username"
              autoComplete="username"
              value={name}
              onChange={(event) => setName(event.target.value)}
              className={inputClass}
            />
          )}
        </Field>
        <Field
          id="sign-in-password"
          label={t('signIn.password')}
          error={missing.password ? t('signIn.passwordRequired') : undefined}
        >
          {(field) => (
            <input
              {...field}
              type="password"
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              className={inputClass}
            />
          )}
        </Field>
        {problem && (
          <Notice tone="error">
            {problem === 'wrong' ? t('signIn.wrong') : common(`errors.${problem}`)}
          </Notice>
        )}
        <Button type="submit" disabled={busy} className="self-start">
          {t('signIn.submit')}
        </Button>
      </form>
      <p className="text-sm text-stone-700">{t('signIn.noAccount')}</p>
    </>
  );
}
