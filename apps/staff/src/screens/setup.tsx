import {
  STAFF_PASSWORD_MAX_LENGTH,
  STAFF_PASSWORD_MIN_LENGTH,
  setupTokenSchema,
  staffPasswordProblem,
  staffSessionResponseSchema,
  staffSetupCheckResponseSchema,
} from '@waha/shared/staff';
import type { StaffSessionResponse } from '@waha/shared/staff';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../components/layout';
import { Button, Field, Notice, inputClass } from '../components/ui';
import { ApiError, api, errorKey } from '../lib/api';

const LIMITS = { min: STAFF_PASSWORD_MIN_LENGTH, max: STAFF_PASSWORD_MAX_LENGTH };

/**
 * The token of a setup link, from the address's fragment (`#token=…`), which the browser never
 * sends to a server. It is taken out of the address at once (this page's history entry then holds
 * no token), and exchanged at once for the token this page sets the password with: the link's own
 * dies, so the address the browser's history may keep opens nothing.
 */
function takeToken(): string | null {
  const token = new URLSearchParams(location.hash.slice(1)).get('token');
  if (location.hash) history.replaceState(null, '', location.pathname);
  return token && setupTokenSchema.safeParse(token).success ? token : null;
}

/**
 * One exchange per link token, shared by every mount of this screen (React's strict mode mounts
 * it twice in development): a second exchange of the same link would find it dead.
 */
const exchanges = new Map<string, ReturnType<typeof exchange>>();

function exchange(token: string) {
  return api('/api/staff/setup/check', { body: { token }, schema: staffSetupCheckResponseSchema });
}

type LinkState =
  | { state: 'checking' }
  | { state: 'ready'; name: string; token: string }
  | { state: 'invalid' | 'noToken' }
  | { state: 'failed'; key: ReturnType<typeof errorKey> };

export function SetupScreen({ onDone }: { onDone: (session: StaffSessionResponse) => void }) {
  const { t } = useTranslation('auth');
  const { t: common } = useTranslation();
  const [token] = useState(takeToken);
  const [link, setLink] = useState<LinkState>(token ? { state: 'checking' } : { state: 'noToken' });
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!token) return;
    let exchanged = exchanges.get(token);
    if (!exchanged) {
      exchanged = exchange(token);
      exchanges.set(token, exchanged);
    }
    exchanged
      .then(({ name, token: pageToken }) => setLink({ state: 'ready', name, token: pageToken }))
      .catch((error: unknown) =>
        setLink(
          error instanceof ApiError && error.code === 'setup_link_invalid'
            ? { state: 'invalid' }
            : { state: 'failed', key: errorKey(error) },
        ),
      );
  }, [token]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = staffPasswordProblem(password);
    const next = {
      ...(problem ? { password: t(`setup.${problem}`, LIMITS) } : {}),
      ...(confirm === ''
        ? { confirm: t('setup.confirmRequired') }
        : confirm !== password
          ? { confirm: t('setup.mismatch') }
          : {}),
    };
    setErrors(next);
    if (link.state !== 'ready') return;
    if (next.password || next.confirm) {
      document.getElementById(next.password ? 'setup-password' : 'setup-confirm')?.focus();
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      onDone(
        await api('/api/staff/setup', {
          body: { token: link.token, password },
          schema: staffSessionResponseSchema,
        }),
      );
    } catch (error) {
      if (error instanceof ApiError && error.code === 'setup_link_invalid') {
        setLink({ state: 'invalid' });
      } else {
        setFailure(common(`errors.${errorKey(error)}`));
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <PageTitle>{t('setup.title')}</PageTitle>
      {link.state === 'checking' && <p role="status">{t('setup.checking')}</p>}
      {link.state === 'invalid' && <Notice tone="error">{t('setup.invalidLink')}</Notice>}
      {link.state === 'noToken' && <Notice tone="error">{t('setup.noToken')}</Notice>}
      {link.state === 'failed' && <Notice tone="error">{common(`errors.${link.key}`)}</Notice>}
      {link.state === 'ready' && (
        <form
          method="post"
          noValidate
          onSubmit={(event) => void submit(event)}
          className="flex max-w-md flex-col gap-4"
        >
          <p>{t('setup.greeting', { name: link.name })}</p>
          {/* For password managers: which account this password belongs to. */}
          <input
            type="text"
            name="username"
            autoComplete="username"
            value={link.name}
            readOnly
            hidden
          />
          <Field
            id="setup-password"
            label={t('setup.password')}
            hint={t('setup.passwordHint', LIMITS)}
            error={errors.password}
          >
            {(field) => (
              <input
                {...field}
                type="password"
                autoComplete="new-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                className={inputClass}
              />
            )}
          </Field>
          <Field id="setup-confirm" label={t('setup.confirm')} error={errors.confirm}>
            {(field) => (
              <input
                {...field}
                type="password"
                autoComplete="new-password"
                value={confirm}
                onChange={(event) => setConfirm(event.target.value)}
                className={inputClass}
              />
            )}
          </Field>
          {failure && <Notice tone="error">{failure}</Notice>}
          <Button type="submit" disabled={busy} className="self-start">
            {t('setup.submit')}
          </Button>
        </form>
      )}
    </>
  );
}
