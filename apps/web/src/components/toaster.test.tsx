import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { toast } from '@/lib/platform/toast';
import { testI18n } from '@/test/i18n';
import { Toaster } from './toaster';

async function renderToaster(language: 'en' | 'ar') {
  const i18n = await testI18n(language);
  render(
    <I18nextProvider i18n={i18n}>
      <button type="button">Elsewhere</button>
      <Toaster />
    </I18nextProvider>,
  );
}

describe('Toaster', () => {
  it('shows toasts top-right, each of the five types', async () => {
    await renderToaster('en');
    act(() => {
      toast('Plain');
      toast.info('Info');
      toast.success('Saved');
      toast.warning('Careful');
      toast.error('Failed');
    });
    for (const text of ['Plain', 'Info', 'Saved', 'Careful', 'Failed']) {
      expect(await screen.findByText(text)).toBeTruthy();
    }
    const container = document.querySelector('.Toastify__toast-container');
    expect(container?.className).toContain('Toastify__toast-container--top-right');
    expect(document.querySelector('.Toastify__toast--success')).not.toBeNull();
    expect(document.querySelector('.Toastify__toast--error')).not.toBeNull();
  });

  it('moves focus to the toasts with Alt+T', async () => {
    await renderToaster('en');
    act(() => {
      toast('Welcome back');
    });
    await screen.findByText('Welcome back');
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    await user.keyboard('{Alt>}t{/Alt}');
    const region = screen.getByRole('region', { name: /Alt\+T/ });
    expect(region.contains(document.activeElement) || region === document.activeElement).toBe(true);
  });

  it('lays toasts out right to left in Arabic', async () => {
    await renderToaster('ar');
    act(() => {
      toast('مرحبًا');
    });
    await screen.findByText('مرحبًا');
    expect(document.querySelector('.Toastify__toast--rtl')).not.toBeNull();
  });

  it.each([
    ['en', 'Close this message'],
    ['ar', 'أغلق هذه الرسالة'],
  ] as const)(
    'names what a screen reader hears in the page’s language (%s)',
    async (language, close) => {
      await renderToaster(language);
      act(() => {
        toast.success('…');
      });
      expect(await screen.findByRole('button', { name: close })).toBeTruthy();
      // react-toastify names its timer bar in English: hidden, it is not read.
      const timer = document.querySelector('[role="progressbar"]');
      expect(timer?.getAttribute('aria-hidden')).toBe('true');
      expect(screen.queryByRole('progressbar')).toBeNull();
      expect(screen.queryByRole('button', { name: 'close' })).toBeNull();
    },
  );
});
