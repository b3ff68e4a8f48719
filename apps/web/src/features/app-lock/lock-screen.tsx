import { LOCK_FORGET_AFTER_FAILURES } from '@waha/shared/app-lock';
import { disguiseBase, disguiseOf } from '@waha/shared/disguises';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '@/components/button';
import { inputClass } from '@/components/form-field';
import { QuickExitButton } from '@/components/quick-exit-button';
import { unlock, type UnlockResult } from '@/lib/app-lock/lock-actions';
import { useLockSettings } from '@/lib/app-lock/use-lock-settings';
import { ForgetKey } from './forget-key';
import { waitOf } from './format-wait';
import { StartAgain } from './start-again';
import { useCountdown } from './use-countdown';

/** `/n/<id>` inside a disguised install, so its links stay in its scope; '' otherwise. */
function disguisePrefix(): string {
  const disguise = disguiseOf(window.location.pathname);
  return disguise ? disguiseBase(disguise) : '';
}

type Message = { kind: 'wrong' | 'empty' | 'failed' } | null;

const SECRET_TEXTS = {
  pin: { heading: 'screen.headingPin', label: 'screen.labelPin', forgot: 'screen.forgotPin' },
  passphrase: {
    heading: 'screen.headingPassphrase',
    label: 'screen.labelPassphrase',
    forgot: 'screen.forgotPassphrase',
  },
  password: {
    heading: 'screen.headingPassword',
    label: 'screen.labelPassword',
    forgot: 'screen.forgotPassword',
  },
} as const;

/**
 * The lock screen: neutral (no name, nickname, record or the app's name anywhere in the page or
 * its title), the PIN or passphrase, a growing wait after wrong ones, for an account the way
 * back through the password, and for a guest a way to start again on this phone. Drawn by main.tsx in place of the app; works offline.
 */
export function LockScreen() {
  const { t, i18n } = useTranslation('app-lock');
  const [settings, setSettings] = useLockSettings();
  const [forgotten, setForgotten] = useState(false);
  const [checking, setChecking] = useState(false);
  const [message, setMessage] = useState<Message>(null);
  const [secret, setSecret] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const waitLeft = useCountdown(settings?.blockedUntil ?? 0);

  useEffect(() => {
    // Under a disguise, its name, as on every page of it.
    const disguise = disguiseOf(window.location.pathname);
    document.title = disguise
      ? disguise.name[i18n.language === 'ar' ? 'ar' : 'en']
      : t('screen.title');
  }, [t, i18n.language]);

  const kind = settings?.secret ?? 'pin';
  const pin = kind === 'pin';
  const texts = SECRET_TEXTS[kind];

  const afterTry = (result: UnlockResult) => {
    if (result.kind === 'forgotten') {
      setForgotten(true);
      return;
    }
    if (result.kind === 'wrong' || result.kind === 'wait') {
      setSettings(
        (current) =>
          current && {
            ...current,
            blockedUntil: result.until,
            triesLeft: result.triesLeft,
          },
      );
      setMessage(result.kind === 'wrong' ? { kind: 'wrong' } : null);
      setSecret('');
      input.current?.focus();
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (checking || waitLeft > 0) return;
    if (!secret) {
      setMessage({ kind: 'empty' });
      input.current?.focus();
      return;
    }
    setChecking(true);
    setMessage(null);
    try {
      afterTry(await unlock(secret));
    } catch {
      setMessage({ kind: 'failed' });
    } finally {
      setChecking(false);
    }
  };

  if (forgotten) {
    return (
      <main className="mx-auto flex min-h-dvh w-full max-w-md flex-col justify-center gap-5 p-6">
        <p role="alert" className="text-lg">
          {t('screen.forgotten')}
        </p>
        <a href={`${disguisePrefix()}/auth/login`} className={buttonClass('primary', 'self-start')}>
          {t('screen.signIn')}
        </a>
      </main>
    );
  }

  const waitText = (ms: number) => {
    const { count, unit } = waitOf(ms);
    return unit === 'seconds'
      ? t('screen.waitSeconds', { count })
      : t('screen.waitMinutes', { count });
  };
  const messageId = `${id}-message`;
  const waitId = `${id}-wait`;
  const showTries =
    settings?.triesLeft != null && settings.triesLeft < LOCK_FORGET_AFTER_FAILURES && !checking;
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-md flex-col gap-6 p-6">
      <div className="flex justify-end">
        <QuickExitButton />
      </div>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="flex flex-col gap-4 pt-[12vh]"
      >
        <h1 className="text-2xl font-semibold text-stone-900">{t(texts.heading)}</h1>
        <div className="flex flex-col gap-1">
          <label htmlFor={id} className="font-semibold text-stone-800">
            {t(texts.label)}
          </label>
          <input
            ref={input}
            id={id}
            type="password"
            inputMode={pin ? 'numeric' : 'text'}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            // The lock screen is the only thing on the page: typing starts at once.
            autoFocus
            value={secret}
            onChange={(event) => setSecret(event.target.value)}
            aria-invalid={message?.kind === 'wrong' || message?.kind === 'empty'}
            aria-describedby={`${messageId} ${waitId}`}
            className={`${inputClass} text-xl tracking-widest`}
            dir="ltr"
          />
        </div>
        <div id={messageId} role="alert" className="min-h-6 font-semibold text-red-800">
          {message && t(`screen.${message.kind}`)}
        </div>
        <p id={waitId} role="status" className="min-h-6 text-stone-700">
          {checking
            ? t('screen.checking')
            : waitLeft > 0
              ? waitText(waitLeft)
              : showTries
                ? t('screen.triesLeft', { tries: settings.triesLeft ?? 0 })
                : ''}
        </p>
        <Button type="submit" className="self-start" disabled={checking || waitLeft > 0}>
          {t('screen.submit')}
        </Button>
      </form>
      {settings?.owner === 'account' && (
        <ForgetKey label={t(texts.forgot)} onForgotten={() => setForgotten(true)} />
      )}
      {settings?.owner === 'guest' && <StartAgain />}
    </main>
  );
}
