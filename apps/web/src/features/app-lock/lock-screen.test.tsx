import 'fake-indexeddb/auto';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { LOCKED_TITLE } from '@waha/shared/app-lock';
import { afterEach, describe, expect, it } from 'vitest';
import { removeLock, setUpLock } from '@/lib/app-lock/lock-actions';
import { clearLockStore } from '@/lib/app-lock/lock-store';
import { lockNow, lockStatus } from '@/lib/app-lock/lock-state';
import { TEST_KDF } from '@/test/kdf-params';
import { testI18n } from '@/test/i18n';
import ar from '@/locales/ar/app-lock.json';
import en from '@/locales/en/app-lock.json';
import { LockScreen } from './lock-screen';

async function lockedAsGuest(secret: string, kind: 'pin' | 'passphrase') {
  await setUpLock({ owner: { type: 'guest' }, secret, kind, idleMinutes: 5, kdf: TEST_KDF });
  await lockNow();
}

async function renderLockScreen(language: 'en' | 'ar') {
  const i18n = await testI18n(language);
  render(
    <I18nextProvider i18n={i18n}>
      <LockScreen />
    </I18nextProvider>,
  );
}

describe('the lock screen', () => {
  it('has the title the server gives a locked page before any script runs', () => {
    expect({ en: en.screen.title, ar: ar.screen.title }).toEqual(LOCKED_TITLE);
  });

  afterEach(async () => {
    if (lockStatus() === 'open') await removeLock();
    await clearLockStore();
  });

  it('asks for the PIN with nothing else of the app, refuses a wrong one and opens with the right one', async () => {
    await lockedAsGuest('2468', 'pin');
    await renderLockScreen('en');
    const field = await screen.findByLabelText('PIN');
    expect(screen.getByRole('heading', { name: 'Enter your PIN' })).toBeTruthy();
    expect(document.title).toBe('Locked');
    expect(document.body.textContent).not.toMatch(/Waha|Log in/);
    expect(document.activeElement).toBe(field);
    // A guest has no password to fall back on: no "Forgot PIN?".
    expect(screen.queryByRole('button', { name: /Sign in with your password/ })).toBeNull();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    await screen.findByText('Please type it first.');
    await user.type(field, '1357{Enter}');
    await screen.findByText('That is not right. You may try again.');
    expect((field as HTMLInputElement).value).toBe('');
    await user.type(field, '2468{Enter}');
    await expect.poll(lockStatus).toBe('open');
  });

  it('speaks Arabic, and asks for a passphrase when that is what was set', async () => {
    await lockedAsGuest('نهر هادئ طويل', 'passphrase');
    await renderLockScreen('ar');
    expect(await screen.findByRole('heading', { name: 'يرجى إدخال عبارة المرور' })).toBeTruthy();
    expect(screen.getByLabelText('عبارة المرور')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'افتح القفل' })).toBeTruthy();
  });
});
