import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testI18n } from '@/test/i18n';
import { PrintLayout } from './print-layout';

describe('the PDF layout of personal sources', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('hydrates without a mismatch on a later day than the build’s, then shows that day', async () => {
    const i18n = await testI18n('en');
    const app = (
      <I18nextProvider i18n={i18n}>
        <PrintLayout textOf={() => ''} />
      </I18nextProvider>
    );
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T23:59:00Z'));
    const container = document.createElement('div');
    container.innerHTML = renderToString(app);
    document.body.append(container);

    vi.setSystemTime(new Date('2026-11-29T10:00:00Z'));
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, app, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.textContent).toContain('29 November 2026');
  });
});
