import 'fake-indexeddb/auto';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openDB } from 'idb';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadModal } from '@/components/modal';
import { startAgainAsGuest } from '@/lib/app-lock/guest-reset';
import { removeLock, setUpLock } from '@/lib/app-lock/lock-actions';
import { clearLockStore, readLock, readVault } from '@/lib/app-lock/lock-store';
import { lockNow, lockStatus } from '@/lib/app-lock/lock-state';
import { accountKeys } from '@/lib/app-lock/test/lock-pages';
import ar from '@/locales/ar/app-lock.json';
import en from '@/locales/en/app-lock.json';
import { TEST_KDF } from '@/test/kdf-params';
import { testI18n } from '@/test/i18n';
import { LockScreen } from './lock-screen';
import { StartAgain } from './start-again';

// Issue 41 (content review 3, §5 item 3): a guest who forgets the PIN is not locked out of every
// exercise and the emergency sentence on that phone. "Start again on this phone" removes the lock
// and deletes only what the guest kept on this device; an account's data is never touched.

afterEach(async () => {
  if (lockStatus() === 'open') await removeLock();
  await clearLockStore();
});

async function renderLockScreen(language: 'en' | 'ar', node = <LockScreen />) {
  await preloadModal();
  const i18n = await testI18n(language);
  render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);
}

describe('a guest who forgot the PIN', () => {
  it.each(['en', 'ar'] as const)(
    'can start again on this phone: the lock and the guest’s entries go, the rest stays (%s)',
    async (language) => {
      const texts = { en, ar }[language];
      localStorage.setItem('waha.onboarding', '{"answers":1}');
      sessionStorage.setItem('waha.draft.diary', 'a draft');
      localStorage.setItem('waha.language', language);
      await setUpLock({
        owner: { type: 'guest' },
        secret: '2468',
        kind: 'pin',
        idleMinutes: 5,
        kdf: TEST_KDF,
      });
      await lockNow();
      expect(await readVault()).not.toBeNull();
      // Written while the page was hidden, after the seal: deleted too.
      localStorage.setItem('waha.feelings', '["calm"]');
      // An account's records on this device (ciphertext in IndexedDB) are not the guest's.
      const records = await openDB('waha-records-test', 1, {
        upgrade: (db) => db.createObjectStore('records'),
      });
      await records.put('records', 'ciphertext', 'one');

      // The lock screen offers it to a guest; it then loads the page again (here, a stand-in).
      await renderLockScreen(language);
      expect(await screen.findByRole('button', { name: texts.screen.forgotGuest })).toBeTruthy();
      cleanup();
      const reload = vi.fn();
      await renderLockScreen(language, <StartAgain onStarted={reload} />);
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: texts.screen.forgotGuest }));
      const dialog = await screen.findByRole('dialog', { name: texts.screen.resetTitle });
      expect(within(dialog).getByText(texts.screen.resetText)).toBeTruthy();
      await user.click(within(dialog).getByRole('button', { name: texts.screen.resetConfirm }));

      await expect.poll(lockStatus).toBe('off');
      expect(reload).toHaveBeenCalledOnce();
      expect(await readLock()).toBeNull();
      expect(await readVault()).toBeNull();
      expect(localStorage.getItem('waha.onboarding')).toBeNull();
      expect(localStorage.getItem('waha.feelings')).toBeNull();
      expect(sessionStorage.getItem('waha.draft.diary')).toBeNull();
      expect(localStorage.getItem('waha.language')).toBe(language);
      expect(await records.get('records', 'one')).toBe('ciphertext');
      records.close();
    },
  );

  it('is said plainly: the lock’s texts no longer speak of a key or of no way back', () => {
    expect(en.screen.triesLeft).not.toMatch(/key/);
    expect(en.screen.forgetConfirm).not.toMatch(/key/);
    expect(en.settings.guestNote).toMatch(/you can start again/);
    expect(ar.settings.guestNote).toMatch(/فيمكن البدء من جديد/);
    expect(en.disguise.intro).toMatch(/Set a lock first/);
    expect(ar.disguise.intro).toMatch(/يُستحسن ضبط قفل أولًا/);
    expect(en.settings.limits).toMatch(/^What the lock does: it stops someone/);
  });
});

describe('an account’s lock', () => {
  it('is never removed by starting again: it has the way back through the password', async () => {
    const keys = await accountKeys();
    await setUpLock({
      owner: { type: 'account', accountId: '00000000-0000-4000-8000-000000000009' },
      secret: '2468',
      kind: 'pin',
      idleMinutes: 5,
      account: keys,
      kdf: TEST_KDF,
    });
    await lockNow();
    expect(await startAgainAsGuest()).toBe(false);
    expect(await readLock()).not.toBeNull();
    await renderLockScreen('en');
    expect(await screen.findByRole('button', { name: en.screen.forgotPin })).toBeTruthy();
    expect(screen.queryByRole('button', { name: en.screen.forgotGuest })).toBeNull();
  });
});

describe('the wait after wrong tries', () => {
  it('takes the case the Arabic sentence needs, from i18next’s plurals', async () => {
    const i18n = await testI18n('ar');
    const t = i18n.getFixedT('ar', 'app-lock');
    expect(t('screen.waitSeconds', { count: 2 })).toBe(
      'يرجى الانتظار ثانيتين قبل المحاولة مرة أخرى.',
    );
    expect(t('screen.waitMinutes', { count: 2 })).toBe(
      'يرجى الانتظار دقيقتين قبل المحاولة مرة أخرى.',
    );
    expect(t('screen.waitMinutes', { count: 3 })).toBe(
      'يرجى الانتظار 3 دقائق قبل المحاولة مرة أخرى.',
    );
    expect(t('screen.waitSeconds', { count: 15 })).toBe(
      'يرجى الانتظار 15 ثانية قبل المحاولة مرة أخرى.',
    );
  });
});
