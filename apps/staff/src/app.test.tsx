import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffNoteRow, StaffRequest } from '@waha/shared/staff';
import {
  generateStaffKeyPair,
  importStaffPrivateKey,
  openStaffNote,
  sealSessionRequest,
} from '@waha/shared/staff-seal';
import type { LoadedStaffKey } from '@waha/shared/staff-seal';
import type { SessionRequest } from '@waha/shared/session-request';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { App } from './app';
import { createI18n } from './i18n';
import { forgetKeys } from './lib/keys';
import { navigate } from './lib/router';
import en from './locales/en/inbox.json';
import enRequest from './locales/en/request.json';
import enCommon from './locales/en/common.json';

const layla: SessionRequest = {
  name: 'Layla WahaE2EPlaintext',
  age: 34,
  location: 'Amman',
  therapistGender: 'female',
  sessionLanguage: 'arabic',
  contactMethod: 'phone',
  contactDetails: '+962 79 000 0000',
  interfaceLanguage: 'ar',
};
const REQUEST_ID = '0b8f3f4e-8c1d-4f5e-9a7b-1c2d3e4f5a6b';

let pair: Awaited<ReturnType<typeof generateStaffKeyPair>>;
let loaded: LoadedStaffKey;
let row: StaffRequest;
let notes: StaffNoteRow[];
/** Every request the inbox sent: method, address and body. */
let sent: { method: string; url: string; body: string }[];
let downloads: Blob[];

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

async function fakeServer(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = String(input);
  const method = init?.method ?? 'GET';
  sent.push({ method, url, body: typeof init?.body === 'string' ? init.body : '' });
  if (url === '/api/staff/session' && method === 'GET') {
    return json(200, {
      name: 'Amal',
      role: 'staff',
      expiresAt: '2026-12-01T16:00:00.000Z',
      idleMinutes: 30,
    });
  }
  if (url === '/api/staff/session' && method === 'DELETE') return json(204);
  if (url === '/api/staff/keys') {
    return json(200, {
      keys: [{ keyId: pair.keyId, createdAt: '2026-11-01T08:00:00.000Z', current: true }],
    });
  }
  if (url.startsWith('/api/staff/requests?') || url === '/api/staff/requests') {
    return json(200, { requests: [row], nextBefore: null });
  }
  if (url === `/api/staff/requests/${REQUEST_ID}`) return json(200, { request: row, notes });
  if (url === `/api/staff/requests/${REQUEST_ID}/status`) {
    const { status } = JSON.parse(String(init?.body)) as { status: 'new' | 'handled' };
    row = { ...row, status, handledAt: status === 'handled' ? new Date().toISOString() : null };
    return json(200, row);
  }
  if (url === `/api/staff/requests/${REQUEST_ID}/notes`) {
    const { envelope } = JSON.parse(String(init?.body)) as { envelope: StaffNoteRow['envelope'] };
    const note = {
      id: crypto.randomUUID(),
      at: new Date().toISOString(),
      author: 'Amal',
      envelope,
    };
    notes = [...notes, note];
    return json(201, note);
  }
  if (url === '/api/staff/requests/exported') return json(204);
  return json(404, { code: 'not_found', message: 'Not Found' });
}

beforeAll(async () => {
  pair = await generateStaffKeyPair();
  loaded = await importStaffPrivateKey(pair.privateKey);
});
afterEach(() => {
  forgetKeys();
});

async function renderInbox() {
  sent = [];
  downloads = [];
  notes = [];
  row = {
    id: REQUEST_ID,
    receivedAt: '2026-12-01T09:30:00.000Z',
    status: 'new',
    handledAt: null,
    envelope: await sealSessionRequest(layla, pair),
    notes: 0,
  };
  vi.stubGlobal('fetch', vi.fn(fakeServer));
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    downloads.push(blob as Blob);
    return 'blob:fake';
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  navigate({ name: 'requests' }, true);
  const i18n = await createI18n('en');
  render(
    <I18nextProvider i18n={i18n}>
      <App />
    </I18nextProvider>,
  );
  return userEvent.setup();
}

const keyFile = (content: string) =>
  new File([content], 'private-key.jwk', { type: 'application/json' });

describe('the inbox', () => {
  it('opens requests only once the key file is loaded, and says when a file is no key', async () => {
    const user = await renderInbox();
    expect(await screen.findByText(en.sealed)).toBeTruthy();
    const input = screen.getByLabelText(en.key.file);
    await user.upload(input, keyFile('{"kty":"EC"}'));
    expect(await screen.findByText(en.key.invalid)).toBeTruthy();
    await user.upload(input, keyFile(JSON.stringify(pair.privateKey)));
    expect(await screen.findByRole('link', { name: layla.name })).toBeTruthy();
    expect(screen.getByText(/Key .* is loaded/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: en.key.forget }));
    expect(await screen.findByText(en.sealed)).toBeTruthy();
  });

  it('says which key a request needs when another is loaded', async () => {
    const user = await renderInbox();
    const other = await generateStaffKeyPair();
    await user.upload(
      await screen.findByLabelText(en.key.file),
      keyFile(JSON.stringify(other.privateKey)),
    );
    expect(
      await screen.findByText(
        `Cannot open with the loaded keys: it needs key \u2068${pair.keyId.slice(0, 8)}\u2069 (made \u20681 Nov 2026, 08:00\u2069).`,
      ),
    ).toBeTruthy();
  });

  it('reads a request, seals a note, marks it handled and exports CSV, sending no key and no plaintext', async () => {
    const user = await renderInbox();
    await user.upload(
      await screen.findByLabelText(en.key.file),
      keyFile(JSON.stringify(pair.privateKey)),
    );
    await user.click(await screen.findByRole('button', { name: en.export.button }));
    expect(downloads).toHaveLength(1);
    const csv = await downloads[0]?.text();
    expect(csv?.startsWith('\uFEFF"id","received_at"')).toBe(true);
    expect(csv).toContain(
      `"Layla WahaE2EPlaintext","34","Amman","female","arabic","phone","'+962 79 000 0000"`,
    );
    await waitFor(() =>
      expect(sent.find((it) => it.url === '/api/staff/requests/exported')?.body).toBe(
        '{"count":1}',
      ),
    );

    await user.click(screen.getByRole('link', { name: layla.name }));
    const heading = await screen.findByRole('heading', { level: 1, name: layla.name });
    expect(document.activeElement).toBe(heading);
    // The tab's title, kept in the browser's history, does not name the person.
    expect(document.title).toBe(enCommon.pageTitle.replace('{{page}}', enRequest.titleUnknown));
    expect(screen.getByText('Amman')).toBeTruthy();
    expect(screen.getByText(enRequest.values.therapistGender.female)).toBeTruthy();
    // Beside the request: how to contact the person safely (an adult: no under-18 note).
    expect(screen.getByText(enRequest.care.safeContact)).toBeTruthy();
    expect(screen.queryByText(enRequest.care.minor)).toBeNull();

    await user.type(screen.getByLabelText(enRequest.notes.label), 'Called back WahaE2EPlaintext');
    await user.click(screen.getByRole('button', { name: enRequest.notes.submit }));
    expect(await screen.findByText(enRequest.notes.added)).toBeTruthy();
    const notesRegion = screen.getByRole('region', { name: enRequest.notes.heading });
    expect(await within(notesRegion).findByText('Called back WahaE2EPlaintext')).toBeTruthy();
    await expect(openStaffNote(notes[0]?.envelope, REQUEST_ID, loaded)).resolves.toEqual({
      text: 'Called back WahaE2EPlaintext',
    });

    await user.click(screen.getByRole('button', { name: enRequest.mark.handled }));
    expect(await screen.findByText(`Marked ${enCommon.statusWord.handled}.`)).toBeTruthy();
    expect(screen.getByRole('button', { name: enRequest.mark.new })).toBeTruthy();

    const everything = JSON.stringify(sent);
    expect(sent.some((it) => it.body.includes('"envelope"'))).toBe(true);
    for (const secret of [pair.privateKey.d, 'WahaE2EPlaintext', 'Amman', '962', 'Called back']) {
      expect(everything).not.toContain(secret);
    }
  });

  it('forgets the keys and shows sign-in when the session has ended', async () => {
    const user = await renderInbox();
    await user.upload(
      await screen.findByLabelText(en.key.file),
      keyFile(JSON.stringify(pair.privateKey)),
    );
    await screen.findByRole('link', { name: layla.name });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(401, { code: 'session_expired', message: 'ended' })),
    );
    await user.click(screen.getByRole('link', { name: layla.name }));
    expect(await screen.findByText(enCommon.errors.sessionEnded)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sign in');
    await act(async () => undefined);
    expect(within(document.body).queryByText(layla.name)).toBeNull();
  });
});
