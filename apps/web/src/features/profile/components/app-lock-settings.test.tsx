import 'fake-indexeddb/auto';
import { QueryClientProvider } from '@tanstack/react-query';
import type * as Shared from '@waha/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readLockSettings, removeLock } from '@/lib/app-lock/lock-actions';
import { clearLockStore } from '@/lib/app-lock/lock-store';
import { lockStatus } from '@/lib/app-lock/lock-state';
import { SESSION_KEY, queryClient } from '@/lib/session/session';
import { testI18n } from '@/test/i18n';
import { AppLockSettings } from './app-lock-settings';

type SharedModule = typeof Shared;

// The real Argon2id parameters would make each PIN a second or two here; the protocol is the same.
vi.mock('@waha/shared', async (importOriginal) => {
  const shared = await importOriginal<SharedModule>();
  const { TEST_KDF } = await import('@/test/kdf-params');
  return { ...shared, DEFAULT_CLIENT_KDF: TEST_KDF };
});

async function renderAsGuest(language: 'en' | 'ar') {
  queryClient.setQueryData(SESSION_KEY, null);
  const i18n = await testI18n(language);
  render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <AppLockSettings />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe('the profile’s app lock', () => {
  afterEach(async () => {
    if (lockStatus() === 'open') await removeLock();
    await clearLockStore();
    queryClient.clear();
  });

  it('says what it cannot do, refuses a short or mismatched PIN, and sets one for a guest', async () => {
    await renderAsGuest('en');
    expect(screen.getByText(/could try every 4-digit PIN there/)).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Set a lock' }));
    expect(
      screen.getByText(/you can start again, but what was kept here is then deleted/),
    ).toBeTruthy();
    expect(screen.getByRole('radio', { name: '5 minutes' })).toHaveProperty('checked', true);

    await user.type(screen.getByLabelText('New PIN'), '246');
    await user.type(screen.getByLabelText('Type it again'), '2468');
    await user.click(screen.getByRole('button', { name: 'Turn the lock on' }));
    expect(await screen.findByText('A PIN is 4 to 8 digits.')).toBeTruthy();
    expect(screen.getByText('The two do not match.')).toBeTruthy();

    await user.type(screen.getByLabelText('New PIN'), '8');
    await user.click(screen.getByRole('radio', { name: '1 minute' }));
    await user.click(screen.getByRole('button', { name: 'Turn the lock on' }));
    expect(await screen.findByRole('button', { name: 'Lock now' })).toBeTruthy();
    expect(
      await screen.findByText('The lock is on. Waha locks after 1 minute without use.'),
    ).toBeTruthy();
    expect(await readLockSettings()).toMatchObject({
      owner: 'guest',
      secret: 'pin',
      idleMinutes: 1,
    });
  });

  for (const language of ['en', 'ar'] as const) {
    it(`opens the number pad for a PIN and the keyboard for a passphrase, in ${language}`, async () => {
      await renderAsGuest(language);
      const i18n = await testI18n(language);
      const t = i18n.getFixedT(language, 'app-lock');
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: t('settings.setUp') }));
      for (const label of [t('settings.newPin'), t('settings.repeat')]) {
        const field = screen.getByLabelText(label);
        expect(field.getAttribute('inputmode')).toBe('numeric');
        expect(field.getAttribute('autocomplete')).toBe('new-password');
      }
      await user.click(screen.getByRole('radio', { name: t('settings.kindPassphrase') }));
      expect(screen.getByLabelText(t('settings.newPassphrase')).getAttribute('inputmode')).toBe(
        null,
      );
    });
  }

  it('asks before turning it off, in Arabic', async () => {
    await renderAsGuest('ar');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'اضبط القفل' }));
    await user.type(screen.getByLabelText('الرمز السري الجديد'), '٢٤٦٨');
    await user.type(screen.getByLabelText('إعادة كتابته للتأكيد'), '٢٤٦٨');
    await user.click(screen.getByRole('button', { name: 'فعّل القفل' }));
    await user.click(await screen.findByRole('button', { name: 'أوقِف القفل' }));
    await user.click(await screen.findByRole('button', { name: 'أوقِفه' }));
    await waitFor(() => expect(lockStatus()).toBe('off'));
    expect(await readLockSettings()).toBeNull();
  });
});
