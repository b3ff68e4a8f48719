import { Link, useNavigate } from '@tanstack/react-router';
import type { Gender, NicknameParts } from '@waha/shared';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BusyNote } from '@/components/busy-note';
import { Button } from '@/components/button';
import { FormFailure } from '@/components/form-failure';
import { FormField, inputClass } from '@/components/form-field';
import { Page } from '@/components/page';
import { PageTitle } from '@/components/page-title';
import { useDeviceState } from '@/lib/platform/hydration';
import { useSession } from '@/lib/session/session';
import { toast } from '@/lib/platform/toast';
import { GenderChoice } from '@/components/gender-choice';
import { NewPasswordFields } from '@/components/new-password-fields';
import { validateNickname, type FieldErrorKey } from '@/lib/session/form-rules';
import { Form } from '@/components/form';
import { MoveDeviceProgress } from '@/exercise-kit/components/move-device-progress';
import { NicknameTakenError, registerAccount } from './api/register';
import { AlreadyLoggedIn } from './components/already-logged-in';
import {
  FIRST_PARTS,
  NicknameBuilder,
  randomParts,
  useComposeNickname,
} from './components/nickname-builder';
import { LockOffer } from './components/lock-offer';
import { RecoveryCodePanel } from './components/recovery-code-panel';
import { authErrorKey } from './error-message';

interface RegisterValues {
  nickname: string;
  gender: Gender | '';
  password: string;
  confirm: string;
}

/** /auth/register: nickname from pickers, gender, password; then the recovery code, once. */
export function RegisterScreen({ redirect }: { redirect: string }) {
  // The lock offer's texts ('app-lock') come with the screen: the offer appears when the code is
  // said to be saved, and loading its texts then would hide the page behind a spinner for a moment.
  const { t } = useTranslation(['auth', 'app-lock']);
  const navigate = useNavigate();
  const { account } = useSession();
  const compose = useComposeNickname();
  // A random suggestion, chosen in the browser: the prerendered screen, and React's hydration of
  // it, show the first words of each list.
  const [parts, setParts, suggested] = useDeviceState<NicknameParts>(randomParts, FIRST_PARTS);
  const [showPasswords, setShowPasswords] = useState(false);
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [recoveryCode, setRecoveryCode] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const form = useForm<RegisterValues>({
    defaultValues: { nickname: compose(parts), gender: '', password: '', confirm: '' },
  });
  const { errors } = form.formState;
  const { setValue } = form;
  // The box takes the suggestion once it is chosen (while hydrating, it held the first words),
  // unless the person has already typed a nickname of their own: typing in the first seconds is
  // never replaced by a suggestion, whether the form has it already or the box holds it still
  // (typed before the app was live: lib/platform/first-input.ts hands it over a moment later).
  // Nor is the text of a box the person is in swapped under their caret: the pickers then show
  // the first words, as the box does.
  const suggestionShown = useRef(false);
  const nicknameBox = useRef<HTMLInputElement | null>(null);
  useEffect(() => {
    if (!suggested || suggestionShown.current) return;
    suggestionShown.current = true;
    const shown = form.getValues('nickname');
    const box = nicknameBox.current;
    if (shown !== '' && shown !== compose(FIRST_PARTS)) return;
    if (box && box.value !== shown) return;
    if (box && box === document.activeElement) {
      setParts(FIRST_PARTS);
      return;
    }
    setValue('nickname', compose(parts));
  }, [compose, form, parts, setParts, setValue, suggested]);
  const nicknameField = form.register('nickname', { validate: validateNickname });
  const message = (key: string | undefined) => (key ? t(key as FieldErrorKey) : undefined);

  const chooseParts = (next: NicknameParts) => {
    setParts(next);
    form.setValue('nickname', compose(next), { shouldValidate: form.formState.isSubmitted });
    setSuggestions([]);
  };

  const submit = form.handleSubmit(async (values) => {
    if (values.gender === '') return;
    setFailure(null);
    setSuggestions([]);
    setSubmitting(true);
    try {
      const { recoveryCode: code } = await registerAccount({
        nickname: values.nickname,
        gender: values.gender,
        nicknameParts: parts,
        password: values.password,
      });
      toast.success(t('register.welcome', { nickname: values.nickname.trim() }), {
        autoClose: 10_000,
      });
      setRecoveryCode(code);
    } catch (error) {
      if (error instanceof NicknameTakenError) {
        form.setError(
          'nickname',
          { type: 'taken', message: 'errors.nicknameTaken' },
          { shouldFocus: true },
        );
        setSuggestions(error.suggestions);
      } else {
        setFailure(t(authErrorKey(error, 'errors.registrationFailed')));
      }
    } finally {
      setSubmitting(false);
    }
  });

  if (recoveryCode) {
    return (
      <Page>
        <PageTitle>{t('recoveryCode.title')}</PageTitle>
        <RecoveryCodePanel
          code={recoveryCode}
          intro={t('recoveryCode.intro')}
          onContinue={() => void navigate({ to: redirect })}
          afterSaved={<LockOffer />}
        />
        <MoveDeviceProgress />
      </Page>
    );
  }

  return (
    <Page>
      <PageTitle>{t('register', { ns: 'titles' })}</PageTitle>
      {account && !submitting ? (
        <AlreadyLoggedIn />
      ) : (
        <Form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
          <p className="text-stone-700">{t('register.intro')}</p>
          <NicknameBuilder parts={parts} onChange={chooseParts} />
          <FormField
            label={t('nickname.label')}
            hint={t('nickname.hint')}
            error={message(errors.nickname?.message)}
          >
            {(field) => (
              <input
                {...field}
                {...nicknameField}
                ref={(box) => {
                  nicknameField.ref(box);
                  nicknameBox.current = box;
                }}
                autoComplete="username"
                className={inputClass}
              />
            )}
          </FormField>
          {suggestions.length > 0 && (
            <div className="flex flex-col gap-2" aria-live="polite">
              <p className="font-semibold">{t('nickname.suggestionsIntro')}</p>
              <ul className="flex flex-wrap gap-2">
                {suggestions.map((suggestion) => (
                  <li key={suggestion}>
                    <Button
                      variant="secondary"
                      onClick={() => {
                        form.setValue('nickname', suggestion, { shouldValidate: true });
                        form.clearErrors('nickname');
                        setSuggestions([]);
                      }}
                    >
                      {suggestion}
                    </Button>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <GenderChoice
            registration={form.register('gender', {
              validate: (value) => value !== '' || 'errors.genderRequired',
            })}
            error={message(errors.gender?.message)}
          />
          <NewPasswordFields
            form={form}
            label={t('password.label')}
            visible={showPasswords}
            onVisibleChange={setShowPasswords}
          />
          <FormFailure message={failure} />
          <BusyNote busy={submitting} />
          <Button type="submit" className="self-start" disabled={submitting}>
            {t('register.submit')}
          </Button>
          <p>
            {t('register.haveAccount')}{' '}
            <Link
              to="/auth/login"
              search={{ redirect }}
              className="font-semibold text-oasis-800 underline"
            >
              {t('register.login')}
            </Link>
          </p>
        </Form>
      )}
    </Page>
  );
}
