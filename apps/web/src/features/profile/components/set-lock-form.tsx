import { DEFAULT_LOCK_IDLE_MINUTES, type LockIdleMinutes } from '@waha/shared/app-lock';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { ChoiceGroup } from '@/components/choice-group';
import { Form } from '@/components/form';
import { FormFailure } from '@/components/form-failure';
import { PasswordField } from '@/components/password-field';
import { NetworkError } from '@/lib/platform/api-client';
import { setUpLock } from '@/lib/app-lock/lock-actions';
import type { LockSecretKind } from '@/lib/app-lock/lock-store';
import { checkNewSecret } from '@/lib/app-lock/secret-rules';
import { WrongKeyError } from '@/lib/crypto';
import { useSession } from '@/lib/session/session';
import { toast } from '@/lib/platform/toast';
import { openKeyWithPassword } from '../api/open-key-with-password';
import { useIdleOptions } from './idle-options';

interface LockValues {
  kind: LockSecretKind;
  secret: string;
  repeat: string;
  idle: `${LockIdleMinutes}`;
  password: string;
}

/**
 * Sets the app lock: a PIN or a passphrase, typed twice, and the idle time. An account's password
 * opens its key once so the PIN can lock it; a guest's key is made here.
 */
export function SetLockForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation('app-lock');
  const { account } = useSession();
  const idleOptions = useIdleOptions();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<LockValues>({
    defaultValues: {
      kind: 'pin',
      secret: '',
      repeat: '',
      idle: `${DEFAULT_LOCK_IDLE_MINUTES}`,
      password: '',
    },
  });
  const { errors } = form.formState;
  const kind = useWatch({ control: form.control, name: 'kind' });
  const pin = kind === 'pin';

  const submit = form.handleSubmit(async ({ kind, secret, idle, password }) => {
    setFailure(null);
    setBusy(true);
    try {
      const common = {
        secret: kind === 'password' ? password : secret,
        kind,
        idleMinutes: Number(idle) as LockIdleMinutes,
      };
      if (account) {
        const keys = await openKeyWithPassword(password);
        await setUpLock({
          ...common,
          owner: { type: 'account', accountId: keys.accountId },
          account: keys,
        });
      } else {
        await setUpLock({ ...common, owner: { type: 'guest' } });
      }
      toast.success(t('settings.done'));
      onDone();
    } catch (error) {
      if (error instanceof WrongKeyError) {
        form.setError('password', { message: 'settings.wrongPassword' }, { shouldFocus: true });
      } else if (error instanceof NetworkError) setFailure(t('settings.network'));
      else setFailure(t('screen.failed'));
    } finally {
      setBusy(false);
    }
  });

  const message = (key: string | undefined) => (key ? t(key as 'settings.mismatch') : undefined);
  return (
    <Form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <ChoiceGroup
        legend={t('settings.kindLegend')}
        options={[
          { value: 'pin', label: t('settings.kindPin') },
          { value: 'passphrase', label: t('settings.kindPassphrase') },
          ...(account ? [{ value: 'password', label: t('settings.kindPassword') }] : []),
        ]}
        registration={form.register('kind')}
      />
      {kind !== 'password' && (
        <>
          <PasswordField
            label={t(pin ? 'settings.newPin' : 'settings.newPassphrase')}
            visible={false}
            autoComplete="new-password"
            inputMode={pin ? 'numeric' : undefined}
            error={message(errors.secret?.message)}
            registration={form.register('secret', {
              validate: (value) => checkNewSecret(form.getValues('kind'), value) ?? true,
            })}
          />
          <PasswordField
            label={t('settings.repeat')}
            visible={false}
            autoComplete="new-password"
            inputMode={pin ? 'numeric' : undefined}
            error={message(errors.repeat?.message)}
            registration={form.register('repeat', {
              validate: (value) =>
                form.getValues('kind') === 'password' ||
                value === form.getValues('secret') ||
                'settings.mismatch',
            })}
          />
        </>
      )}
      <ChoiceGroup
        legend={t('settings.idleLegend')}
        options={idleOptions}
        registration={form.register('idle')}
      />
      {account ? (
        <PasswordField
          label={t('settings.password')}
          hint={t('settings.passwordHelp')}
          visible={false}
          autoComplete="current-password"
          error={message(errors.password?.message)}
          registration={form.register('password', {
            validate: (value) => value.length > 0 || 'settings.wrongPassword',
          })}
        />
      ) : (
        <p className="text-stone-700">{t('settings.guestNote')}</p>
      )}
      <FormFailure message={failure} />
      <p role="status" className="min-h-6 text-stone-700">
        {busy ? t('settings.busy') : ''}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {t('settings.submit')}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={onCancel}>
          {t('settings.cancel')}
        </Button>
      </div>
    </Form>
  );
}
