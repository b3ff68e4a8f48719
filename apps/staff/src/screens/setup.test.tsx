import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { App } from '../app';
import { createI18n } from '../i18n';

const LINK_TOKEN = 'L'.repeat(43);
const PAGE_TOKEN = 'P'.repeat(43);

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

describe('the setup page', () => {
  it('takes the token out of the address at once and trades the link’s token for its own', async () => {
    const sent: { url: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input);
        sent.push({ url, body: init?.body ? JSON.parse(String(init.body)) : null });
        if (url === '/api/staff/setup/check') return json(200, { name: 'Noor', token: PAGE_TOKEN });
        if (url === '/api/staff/setup') {
          return json(200, {
            name: 'Noor',
            role: 'staff',
            expiresAt: '2026-12-01T16:00:00.000Z',
            idleMinutes: 30,
          });
        }
        if (url.startsWith('/api/staff/')) return json(200, { keys: [], requests: [] });
        return json(404, { code: 'not_found', message: 'Not Found' });
      }),
    );
    // The link an administrator sent, opened in this tab.
    history.replaceState(null, '', `/staff/setup#token=${LINK_TOKEN}`);
    dispatchEvent(new PopStateEvent('popstate'));
    const historyLength = history.length;
    const i18n = await createI18n('en');
    render(
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <App />
        </I18nextProvider>
      </StrictMode>,
    );
    // Before anything is fetched: this page's history entry no longer holds the token, and no
    // entry was added.
    expect(location.href).not.toContain(LINK_TOKEN);
    expect(location.pathname + location.hash).toBe('/staff/setup');
    expect(history.length).toBe(historyLength);

    // Waits for the exchange to answer: the form appears once the link is known to work.
    const password = await screen.findByLabelText('New password');
    // Strict mode mounts the page twice; the link is exchanged once (a second try would find it dead).
    expect(sent.filter((it) => it.url === '/api/staff/setup/check')).toEqual([
      { url: '/api/staff/setup/check', body: { token: LINK_TOKEN } },
    ]);
    const user = userEvent.setup();
    await user.type(password, 'a long staff password');
    await user.type(screen.getByLabelText('Type it again'), 'a long staff password');
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    // Waits for the answer to the setup request.
    await vi.waitFor(() => expect(sent.some((it) => it.url === '/api/staff/setup')).toBe(true));
    expect(sent.find((it) => it.url === '/api/staff/setup')?.body).toEqual({
      token: PAGE_TOKEN,
      password: 'a long staff password',
    });
  });
});
