import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRouter,
} from '@tanstack/react-router';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testI18n } from '@/test/i18n';

import type * as InstallPromptModule from '@/lib/platform/install-prompt';
import type * as ServiceWorkerModule from '@/lib/platform/service-worker';
import type * as AppNotices from './app-notices';

// The install offer and the waiting update are module state: each test gets fresh modules.
let notices: typeof AppNotices;
let installPrompt: typeof InstallPromptModule;
let serviceWorker: typeof ServiceWorkerModule;

beforeEach(async () => {
  vi.resetModules();
  notices = await import('./app-notices');
  installPrompt = await import('@/lib/platform/install-prompt');
  serviceWorker = await import('@/lib/platform/service-worker');
});

const userAgent = navigator.userAgent;
afterEach(() => {
  Object.defineProperty(navigator, 'userAgent', { value: userAgent, configurable: true });
  Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
});

async function renderAt(path: string, element: ReactNode, language: 'en' | 'ar' = 'en') {
  const i18n = await testI18n(language);
  const router = createRouter({
    routeTree: createRootRoute({ component: () => element }),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  await act(() => router.load());
}

function fakeWorkbox() {
  const listeners = new Map<string, () => void>();
  return {
    addEventListener: vi.fn((type: string, listener: () => void) => listeners.set(type, listener)),
    messageSkipWaiting: vi.fn(),
    listeners,
  };
}

/** Chromium's install event, with the browser's dialog answered `outcome`. */
function installEvent(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn(() => Promise.resolve());
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome }) });
  return { event, prompt };
}

describe('inExercise', () => {
  it.each([
    ['/exercises/evolve/tree-of-life/exercise', true],
    ['/exercises/evolve/personal-sources/3', true],
    ['/exercises/evolve/diary-adults/exercise', true],
    ['/exercises/evolve/tree-of-life/', false],
    ['/exercises/evolve/', false],
    ['/exercises/', false],
    ['/app', false],
  ])('%s → %s', (path, expected) => {
    expect(notices.inExercise(path)).toBe(expected);
  });
});

describe('UpdatePrompt', () => {
  it('says nothing while no new version waits', async () => {
    await renderAt('/exercises/', <notices.UpdatePrompt />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('offers Reload when a new version waits, and lets it take over, then reloads', async () => {
    const workbox = fakeWorkbox();
    serviceWorker.setUpdateWaiting(workbox);
    await renderAt('/exercises/', <notices.UpdatePrompt />);
    expect(screen.getByRole('status').textContent).toContain('A new version is ready.');
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    workbox.listeners.get('controlling')?.();
    expect(reload).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it('never interrupts an exercise', async () => {
    serviceWorker.setUpdateWaiting(fakeWorkbox());
    await renderAt('/exercises/creativity/finger-breathing/exercise', <notices.UpdatePrompt />);
    expect(screen.queryByText('A new version is ready.')).toBeNull();
  });

  it('speaks Arabic in Arabic', async () => {
    serviceWorker.setUpdateWaiting(fakeWorkbox());
    await renderAt('/app', <notices.UpdatePrompt />, 'ar');
    expect(screen.getByText('إصدار جديد جاهز.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'أعِد التحميل' })).toBeTruthy();
  });
});

describe('InstallPrompt', () => {
  it('offers to install once the browser allows it, and shows the browser dialog', async () => {
    installPrompt.listenForInstallOffer();
    const { event, prompt } = installEvent('accepted');
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    await renderAt('/app', <notices.InstallPrompt />);
    expect(screen.getByRole('heading', { name: 'Keep Waha on this phone' })).toBeTruthy();
    expect(screen.getByText(/Anyone who uses this phone will see its icon/)).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Install' }));
      await Promise.resolve();
    });
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('heading', { name: 'Keep Waha on this phone' })).toBeNull();
  });

  it('"No thanks" is for good', async () => {
    installPrompt.listenForInstallOffer();
    window.dispatchEvent(installEvent('dismissed').event);
    await renderAt('/exercises/', <notices.InstallPrompt />);
    fireEvent.click(screen.getByRole('button', { name: 'No thanks' }));
    expect(screen.queryByRole('heading', { name: 'Keep Waha on this phone' })).toBeNull();
    expect(localStorage.getItem(installPrompt.INSTALL_DISMISSED_KEY)).toBe('dismissed');
    // Another install event later (a new page load) is not offered again.
    window.dispatchEvent(installEvent('dismissed').event);
    expect(installPrompt.installOffer()).toBeUndefined();
  });

  it('is not shown where the browser cannot install', async () => {
    await renderAt('/app', <notices.InstallPrompt />);
    expect(screen.queryByRole('heading', { name: 'Keep Waha on this phone' })).toBeNull();
  });

  it('is never shown during an exercise', async () => {
    installPrompt.listenForInstallOffer();
    window.dispatchEvent(installEvent('dismissed').event);
    await renderAt('/exercises/evolve/tree-of-life/exercise', <notices.InstallPrompt />);
    expect(screen.queryByRole('heading', { name: 'Keep Waha on this phone' })).toBeNull();
    expect(installPrompt.installOffer()).toBe('prompt');
  });

  for (const language of ['en', 'ar'] as const) {
    it(`offers the plain-named install where it offers Waha's, in ${language}`, async () => {
      const t = (await testI18n(language)).getFixedT(language);
      installPrompt.listenForInstallOffer();
      window.dispatchEvent(installEvent('dismissed').event);
      await renderAt('/exercises/', <notices.InstallPrompt />, language);
      const card = screen.getByRole('region', { name: t('appNotices.install.title') });
      expect(card.textContent).toContain(
        t('appNotices.install.plainName', { name: language === 'ar' ? 'ملاحظات' : 'Notes' }),
      );
      const link = screen.getByRole('link', { name: t('appNotices.install.plainNameLink') });
      expect(link.getAttribute('href')).toBe('/profile#disguise');
    });

    it(`inside a disguise says what to do next in its name, never Waha's, in ${language}`, async () => {
      const t = (await testI18n(language)).getFixedT(language);
      window.history.replaceState(null, '', '/n/notes/exercises/');
      try {
        // No prompt from the browser, and Waha's own install once waved away: still said.
        localStorage.setItem(installPrompt.INSTALL_DISMISSED_KEY, 'dismissed');
        installPrompt.listenForInstallOffer();
        await renderAt(
          '/exercises/',
          <>
            <notices.DisguiseNextStep />
            <notices.InstallPrompt />
          </>,
          language,
        );
        const name = language === 'ar' ? 'ملاحظات' : 'Notes';
        const card = screen.getByRole('region', {
          name: t('appNotices.installDisguise.title', { name }),
        });
        expect(card.textContent).toContain(t('appNotices.installDisguise.text', { name }));
        expect(card.textContent).not.toMatch(/waha|واحة/i);
        // With the browser's prompt, Install installs this page's manifest: the disguise's, and
        // no card offers Waha's.
        localStorage.removeItem(installPrompt.INSTALL_DISMISSED_KEY);
        const { event, prompt } = installEvent('accepted');
        act(() => window.dispatchEvent(event));
        expect(document.body.textContent).not.toMatch(/waha|واحة/i);
        await act(async () => {
          fireEvent.click(screen.getByRole('button', { name: t('appNotices.install.install') }));
          await Promise.resolve();
        });
        expect(prompt).toHaveBeenCalledTimes(1);
      } finally {
        localStorage.clear();
        window.history.replaceState(null, '', '/');
      }
    });
  }

  it('gives the iPhone steps in Safari on an iPhone, in Arabic too', async () => {
    Object.defineProperty(navigator, 'userAgent', {
      value:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 16_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
      configurable: true,
    });
    await renderAt('/app', <notices.InstallPrompt />, 'ar');
    expect(screen.getByText(/«إضافة إلى الشاشة الرئيسية»/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'ثبّت التطبيق' })).toBeNull();
    expect(screen.getByRole('button', { name: 'لا، شكرًا' })).toBeTruthy();
  });
});

describe('OfflineNotice', () => {
  it('says what waits for a connection while offline, and goes when it returns', async () => {
    await renderAt('/exercises/', <notices.OfflineNotice />);
    expect(screen.queryByRole('status')).toBeNull();
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByRole('status').textContent).toContain('You are offline.');
    Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByRole('status')).toBeNull();
  });
});
