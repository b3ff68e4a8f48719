import {
  CLIENT_AGE_MAX,
  CLIENT_AGE_MIN,
  CLIENT_CONTACT_MAX_LENGTH,
  CLIENT_LOCATION_MAX_LENGTH,
  CLIENT_NAME_MAX_LENGTH,
  CONTACT_METHODS,
  SESSION_LANGUAGES,
  THERAPIST_GENDERS,
} from '@waha/shared/session-request';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@waha/shared/constants';
import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { EmergencyNote } from '@/components/emergency-note';
import { FormField, inputClass } from '@/components/form-field';
import { Page } from '@/components/page';
import { toast } from '@/lib/platform/toast';
import { useAddressForm } from '@/lib/session/use-address-form';
import { ChoiceGroup } from '@/components/choice-group';
import { OrgAbout } from '@/components/org-about';
import { OffersSessionRequests, useSessionRequestOffer } from '@/components/session-requests-offer';
import { Form } from '@/components/form';
import { sendSessionRequest } from './api/send-request';
import { RequestSent } from './components/request-sent';
import { SendFailure, failureKey } from './components/send-failure';
import type { FailureKey } from './components/send-failure';
import { EMPTY_FORM, FIELD_ORDER, RULES, toSessionRequest } from './form-rules';
import type { RequestErrorKey, RequestFormValues } from './form-rules';

const LIMITS = {
  min: CLIENT_AGE_MIN,
  max: CLIENT_AGE_MAX,
  nameMax: CLIENT_NAME_MAX_LENGTH,
  locationMax: CLIENT_LOCATION_MAX_LENGTH,
  contactMax: CLIENT_CONTACT_MAX_LENGTH,
};

/**
 * The client form (spec §3): a request for sessions with a therapist. Sealed on this device to
 * the staff key before it is sent; on a failure everything typed stays and Retry sends it again.
 */
export function RequestSessionScreen() {
  const { t, i18n } = useTranslation('request-session');
  const context = useAddressForm();
  // The attempt number re-announces a failure that repeats with the same words.
  const [failure, setFailure] = useState<{ key: FailureKey; attempt: number } | null>(null);
  const [sending, setSending] = useState(false);
  const sendingRef = useRef(false);
  const [sent, setSent] = useState(false);
  // Focus goes to the first invalid field in the order a person reads them (below), not in the
  // order the fields happened to register.
  const form = useForm<RequestFormValues>({ defaultValues: EMPTY_FORM, shouldFocusError: false });
  const { errors } = form.formState;
  const method = useWatch({ control: form.control, name: 'contactMethod' });
  const offer = useSessionRequestOffer();
  const message = (field: keyof RequestFormValues) => {
    const key = errors[field]?.message;
    return key ? t(key as RequestErrorKey, LIMITS) : undefined;
  };
  const register = (field: keyof RequestFormValues) =>
    form.register(field, { validate: (value, values) => RULES[field](value, values) });

  const focusFirstInvalid = (invalid: Partial<Record<keyof RequestFormValues, unknown>>) => {
    const first = FIELD_ORDER.find((name) => invalid[name]);
    if (first) form.setFocus(first);
  };

  const submit = form.handleSubmit(async (values) => {
    // The state read here is this render's; a ref sees a second click of the same moment.
    if (sendingRef.current) return;
    sendingRef.current = true;
    // A failure stays on screen while Retry runs, so the Retry button keeps the focus.
    setSending(true);
    try {
      const language = LANGUAGES.find((code) => code === i18n.language) ?? DEFAULT_LANGUAGE;
      await sendSessionRequest(toSessionRequest(values, language));
      toast.success(t('thankYou'));
      form.reset(EMPTY_FORM);
      setFailure(null);
      setSent(true);
    } catch (error) {
      setFailure((last) => ({ key: failureKey(error), attempt: (last?.attempt ?? 0) + 1 }));
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  }, focusFirstInvalid);

  if (sent) return <RequestSent onAnother={() => setSent(false)} />;

  return (
    <Page>
      <div className="flex flex-col gap-5">
        <OffersSessionRequests otherwise={<p className="text-stone-800">{t('notOffered')}</p>}>
          <p className="text-stone-700">{t('intro', { context })}</p>
        </OffersSessionRequests>
        <OrgAbout />
        <EmergencyNote />
        <OffersSessionRequests>
          <Form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
            <FormField label={t('name.label')} hint={t('name.hint')} error={message('name')}>
              {(field) => (
                <input
                  {...field}
                  {...register('name')}
                  autoComplete="name"
                  className={inputClass}
                />
              )}
            </FormField>
            <FormField label={t('age.label')} hint={t('age.hint', LIMITS)} error={message('age')}>
              {(field) => (
                <input
                  {...field}
                  {...register('age')}
                  inputMode="numeric"
                  autoComplete="off"
                  className={`${inputClass} max-w-32`}
                />
              )}
            </FormField>
            <FormField
              label={t('location.label')}
              hint={t('location.hint')}
              error={message('location')}
            >
              {(field) => (
                <input
                  {...field}
                  {...register('location')}
                  autoComplete="address-level2"
                  className={inputClass}
                />
              )}
            </FormField>
            <ChoiceGroup
              legend={t('therapistGender.legend')}
              options={THERAPIST_GENDERS.map((value) => ({
                value,
                label: t(`therapistGender.${value}`),
              }))}
              registration={register('therapistGender')}
              error={message('therapistGender')}
            />
            {/* Only the languages the organisation offers: hidden by its markers in the first
            paint (styles.css), left out once the page is live. */}
            <div data-session-languages className="contents">
              <ChoiceGroup
                legend={t('sessionLanguage.legend')}
                options={SESSION_LANGUAGES.filter(
                  (value) => offer === null || offer.includes(value),
                ).map((value) => ({ value, label: t(`sessionLanguage.${value}`) }))}
                registration={register('sessionLanguage')}
                error={message('sessionLanguage')}
              />
            </div>
            <ChoiceGroup
              legend={t('contactMethod.legend', { context })}
              hint={t('contactMethod.hint', { context })}
              options={CONTACT_METHODS.map((value) => ({
                value,
                label: t(`contactMethod.${value}`),
              }))}
              registration={register('contactMethod')}
              error={message('contactMethod')}
            />
            <FormField
              label={t(method === '' ? 'contactDetails.label' : `contactDetails.${method}.label`)}
              hint={t(method === '' ? 'contactDetails.hint' : `contactDetails.${method}.hint`)}
              error={message('contactDetails')}
            >
              {(field) => (
                <input
                  {...field}
                  {...register('contactDetails')}
                  type={method === 'email' ? 'email' : method === 'phone' ? 'tel' : 'text'}
                  dir={method === '' ? undefined : 'ltr'}
                  autoComplete={method === 'email' ? 'email' : method === 'phone' ? 'tel' : 'off'}
                  className={inputClass}
                />
              )}
            </FormField>
            <p className="rounded-xl bg-oasis-50 p-4 text-stone-800">{t('privacy')}</p>
            {failure && (
              <SendFailure
                message={t(failure.key)}
                attempt={failure.attempt}
                retrying={sending}
                onRetry={() => void submit()}
              />
            )}
            <p role="status" aria-live="polite" className="min-h-6 text-stone-700">
              {sending ? t('sending') : ''}
            </p>
            <Button type="submit" className="self-start" disabled={sending}>
              {t('submit')}
            </Button>
          </Form>
        </OffersSessionRequests>
      </div>
    </Page>
  );
}
