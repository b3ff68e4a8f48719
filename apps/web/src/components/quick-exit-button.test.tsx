import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NEUTRAL_SITE, QUICK_EXIT_SETTING_KEY } from '@/lib/session/quick-exit';
import { queryClient } from '@/lib/session/session';
import { testI18n } from '@/test/i18n';
import { QuickExitButton, QuickExitSetting } from './quick-exit-button';

let replace: ReturnType<typeof vi.fn<(url: string | URL) => void>>;

beforeEach(() => {
  replace = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'replace').mockImplementation(replace);
  document.documentElement.hidden = false;
});

async function renderWith(ui: ReactNode, language: 'en' | 'ar' = 'en') {
  const i18n = await testI18n(language);
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}

describe('QuickExitButton', () => {
  it('is a link to the neutral site that leaves through quick exit and forgets server state', async () => {
    const user = userEvent.setup();
    queryClient.setQueryData(['some', 'state'], { secret: true });
    await renderWith(<QuickExitButton />);
    const link = screen.getByRole('link', { name: 'Quick exit' });
    expect(link.getAttribute('href')).toBe(NEUTRAL_SITE);
    expect(link.getAttribute('title')).toBe('Leave Waha at once and open an ordinary website');
    await user.click(link);
    expect(replace).toHaveBeenCalledWith(NEUTRAL_SITE);
    expect(queryClient.getQueryData(['some', 'state'])).toBeUndefined();
    document.documentElement.hidden = false;
  });

  it('is named in Arabic', async () => {
    await renderWith(<QuickExitButton />, 'ar');
    expect(screen.getByRole('link', { name: 'خروج سريع' })).toBeTruthy();
  });

  it('answers Escape pressed three times while shown', async () => {
    const user = userEvent.setup();
    await renderWith(<QuickExitButton />);
    await user.keyboard('{Escape}{Escape}{Escape}');
    expect(replace).toHaveBeenCalledWith(NEUTRAL_SITE);
    document.documentElement.hidden = false;
  });
});

describe('QuickExitSetting', () => {
  it('turns quick exit off on this device: the button goes and Escape does nothing', async () => {
    const user = userEvent.setup();
    await renderWith(
      <>
        <QuickExitSetting />
        <QuickExitButton />
      </>,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'Use quick exit' });
    expect((checkbox as HTMLInputElement).checked).toBe(true);
    await user.click(checkbox);
    expect(localStorage.getItem(QUICK_EXIT_SETTING_KEY)).toBe('off');
    expect(screen.queryByRole('link', { name: 'Quick exit' })).toBeNull();
    await user.keyboard('{Escape}{Escape}{Escape}');
    expect(replace).not.toHaveBeenCalled();

    await user.click(checkbox);
    expect(localStorage.getItem(QUICK_EXIT_SETTING_KEY)).toBeNull();
    expect(screen.getByRole('link', { name: 'Quick exit' })).toBeTruthy();
  });
});
