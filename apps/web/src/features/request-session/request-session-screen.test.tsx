import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  SESSION_REQUEST_VERSION,
  sessionRequestEnvelopeSchema,
} from '@waha/shared/session-request';
import { I18nextProvider } from 'react-i18next';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStaffTestKey, openSessionRequest } from '@/test/staff-key';
import type { StaffTestKey } from '@/test/staff-key';
import { Toaster } from '@/components/toaster';
import ar from '@/locales/ar/request-session.json';
import en from '@/locales/en/request-session.json';
import { toast } from '@/lib/platform/toast';
import { testI18n } from '@/test/i18n';
import { RequestSessionScreen } from './request-session-screen';

let keys: StaffTestKey;
/** What reached the server: each POST body. */
let posted: string[];
/** How the next POSTs go: 'ok', or a failure. */
let outcomes: ('ok' | 'offline' | 'rate-limited')[];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function fakeServer(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = String(input);
  if (url === '/api/therapy-requests/key')
    return json(200, { version: SESSION_REQUEST_VERSION, ...keys.staffKey });
  if (url === '/api/therapy-requests' && init?.method === 'POST') {
    const outcome = outcomes.shift() ?? 'ok';
    if (outcome === 'offline') throw new TypeError('Failed to fetch');
    if (outcome === 'rate-limited') return json(429, { code: 'rate_limited', message: 'Slow' });
    posted.push(String(init.body));
    return json(201, { received: true });
  }
  return json(404, { code: 'not_found', message: 'Not Found' });
}

beforeAll(async () => {
  keys = await createStaffTestKey();
});
afterAll(() => keys.cleanup());
afterEach(() => {
  act(() => toast.dismiss());
});

async function renderForm(language: 'en' | 'ar' = 'en') {
  posted = [];
  outcomes = [];
  vi.stubGlobal('fetch', vi.fn(fakeServer));
  const i18n = await testI18n(language);
  render(
    <I18nextProvider i18n={i18n}>
      <RequestSessionScreen />
      <Toaster />
    </I18nextProvider>,
  );
  return { user: userEvent.setup(), texts: language === 'ar' ? ar : en };
}

const field = (name: string) => screen.getByRole('textbox', { name });

async function fillIn(user: ReturnType<typeof userEvent.setup>, texts: typeof en) {
  await user.type(field(texts.name.label), 'Sami WahaE2EPlaintext');
  await user.type(field(texts.age.label), '٤٢');
  await user.type(field(texts.location.label), 'Tripoli, Lebanon');
  await user.click(screen.getByRole('radio', { name: texts.therapistGender.male }));
  await user.click(screen.getByRole('radio', { name: texts.sessionLanguage.either }));
  await user.click(screen.getByRole('radio', { name: texts.contactMethod.phone }));
  await user.type(field(texts.contactDetails.phone.label), '+961 ٧١-٢٣٤٥٦٧');
}

const submit = (user: ReturnType<typeof userEvent.setup>, texts: typeof en) =>
  user.click(screen.getByRole('button', { name: texts.submit }));

describe('RequestSessionScreen', () => {
  it.each(['en', 'ar'] as const)(
    'shows every spec §5 message for an empty form and focuses the first field (%s)',
    async (language) => {
      const { user, texts } = await renderForm(language);
      await submit(user, texts);
      const alerts = (await screen.findAllByRole('alert')).map((alert) => alert.textContent);
      expect(alerts).toEqual([
        texts.errors.nameRequired,
        texts.errors.ageRequired,
        texts.errors.locationRequired,
        texts.errors.therapistGenderRequired,
        texts.errors.languageRequired,
        texts.errors.contactMethodRequired,
        texts.errors.contactDetailsRequired,
      ]);
      expect(document.activeElement).toBe(field(texts.name.label));
      const name = field(texts.name.label);
      expect(name.getAttribute('aria-invalid')).toBe('true');
      const describedBy = name.getAttribute('aria-describedby') ?? '';
      expect(document.getElementById(describedBy.split(' ').at(-1) ?? '')?.textContent).toBe(
        texts.errors.nameRequired,
      );
      const gender = screen.getByRole('group', { name: texts.therapistGender.legend });
      expect(gender.getAttribute('aria-invalid')).toBe('true');
      expect(fetch).not.toHaveBeenCalled();
    },
  );

  it('checks the age range and the contact details for the chosen method', async () => {
    const { user, texts } = await renderForm();
    await user.type(field(texts.age.label), '7');
    await user.click(screen.getByRole('radio', { name: texts.contactMethod.email }));
    await user.type(field(texts.contactDetails.email.label), 'sami@');
    await submit(user, texts);
    expect(await screen.findByText('Please enter an age between 10 and 120')).toBeTruthy();
    expect(screen.getByText(texts.errors.emailInvalid)).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: texts.contactMethod.phone }));
    const phone = field(texts.contactDetails.phone.label);
    expect(phone.getAttribute('type')).toBe('tel');
    await user.clear(phone);
    await user.type(phone, '12ab34');
    await submit(user, texts);
    expect(await screen.findByText(texts.errors.phoneInvalid)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends only a sealed request, which the staff key opens to what was typed, then thanks', async () => {
    const { user, texts } = await renderForm('ar');
    await fillIn(user, texts);
    expect(screen.getByText(texts.privacy)).toBeTruthy();
    await submit(user, texts);

    expect(await screen.findByText(texts.thankYou)).toBeTruthy();
    expect(screen.getByRole('heading', { name: texts.sent.title })).toBe(document.activeElement);
    // Who calls is the organisation that offers the sessions, not "the Waha team" (walkthrough
    // finding 15): the organisation named on the page.
    expect(document.body.textContent).toContain('الفريق الذي يقدّم الجلسات');
    expect(document.body.textContent).not.toContain('فريق واحة');
    expect(posted).toHaveLength(1);
    const body = posted[0] ?? '';
    expect(body).not.toContain('Sami');
    expect(body).not.toContain('Tripoli');
    sessionRequestEnvelopeSchema.parse(JSON.parse(body));
    await expect(openSessionRequest(body, keys.privateKey)).resolves.toEqual({
      name: 'Sami WahaE2EPlaintext',
      age: 42,
      location: 'Tripoli, Lebanon',
      therapistGender: 'male',
      sessionLanguage: 'either',
      contactMethod: 'phone',
      contactDetails: '+961 71-234567',
      interfaceLanguage: 'ar',
    });

    await user.click(screen.getByRole('button', { name: texts.sent.another }));
    expect((field(texts.name.label) as HTMLInputElement).value).toBe('');
  });

  it('keeps everything typed when the network fails, and Retry sends it', async () => {
    const { user, texts } = await renderForm();
    await fillIn(user, texts);
    outcomes = ['offline', 'offline'];
    await submit(user, texts);

    const firstAlert = await screen.findByRole('alert');
    expect(firstAlert.textContent).toBe(texts.failure.network);
    expect((field(texts.name.label) as HTMLInputElement).value).toBe('Sami WahaE2EPlaintext');
    expect((field(texts.contactDetails.phone.label) as HTMLInputElement).value).toBe(
      '+961 ٧١-٢٣٤٥٦٧',
    );
    expect(screen.getByRole('radio', { name: texts.therapistGender.male })).toHaveProperty(
      'checked',
      true,
    );
    expect(posted).toHaveLength(0);

    // Still offline: the message is announced anew and Retry keeps the focus.
    const retry = screen.getByRole('button', { name: texts.retry });
    await user.click(retry);
    await waitFor(() => expect(screen.getByRole('alert')).not.toBe(firstAlert));
    expect(screen.getByRole('alert').textContent).toBe(texts.failure.network);
    await waitFor(() => expect(retry).toHaveProperty('disabled', false));
    expect(document.activeElement).toBe(retry);
    expect(posted).toHaveLength(0);

    await user.click(retry);
    expect(await screen.findByText(texts.thankYou)).toBeTruthy();
    expect(posted).toHaveLength(1);
    await expect(openSessionRequest(posted[0] ?? '', keys.privateKey)).resolves.toMatchObject({
      name: 'Sami WahaE2EPlaintext',
      interfaceLanguage: 'en',
    });
  });

  it('says when too many requests came from this connection, and keeps the form', async () => {
    const { user, texts } = await renderForm();
    await fillIn(user, texts);
    outcomes = ['rate-limited'];
    await submit(user, texts);
    expect((await screen.findByRole('alert')).textContent).toBe(texts.failure.rateLimited);
    expect(screen.getByRole('button', { name: texts.retry })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: texts.submit })).toHaveProperty('disabled', false),
    );
    expect((field(texts.location.label) as HTMLInputElement).value).toBe('Tripoli, Lebanon');
  });
});
