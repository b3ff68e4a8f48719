import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRouter,
} from '@tanstack/react-router';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadModal } from '@/components/modal';
import { setSyncStatus } from '@/lib/records/sync-status';
import { testI18n } from '@/test/i18n';
import { LogOutButton } from './log-out-button';

const signOut = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('@/lib/session/session', () => ({ signOut }));

beforeAll(() => preloadModal());
afterEach(() => {
  signOut.mockClear();
  setSyncStatus({ pending: 0 });
});

async function renderIn(language: 'en' | 'ar') {
  const i18n = await testI18n(language);
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <LogOutButton /> }),
    history: createMemoryHistory({ initialEntries: ['/profile'] }),
  });
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  await act(() => router.load());
}

describe('logging out', () => {
  it('logs out at once when nothing waits to sync', async () => {
    await renderIn('en');
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(signOut).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks first when changes wait: staying changes nothing, confirming logs out', async () => {
    setSyncStatus({ pending: 2 });
    await renderIn('en');
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Some changes have not synced yet' });
    expect(dialog.textContent).toContain('they stay locked on this device');
    fireEvent.click(screen.getByRole('button', { name: 'Stay logged in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(signOut).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Log out now' }));
    await waitFor(() => expect(signOut).toHaveBeenCalledTimes(1));
  });

  it('asks in Arabic too', async () => {
    setSyncStatus({ pending: 1 });
    await renderIn('ar');
    fireEvent.click(screen.getByRole('button', { name: 'سجّل الخروج' }));
    expect(await screen.findByRole('dialog', { name: 'بعض التغييرات لم تُزامَن بعد' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'سجّل الخروج الآن' })).toBeTruthy();
  });
});
