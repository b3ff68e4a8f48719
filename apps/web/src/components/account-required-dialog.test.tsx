import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRouter,
} from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { testI18n } from '@/test/i18n';
import { AccountRequiredDialog } from './account-required-dialog';
import { preloadModal } from './modal';

// The dialog's code loads on first opening (components/modal.tsx, whose own test covers that
// wait); loaded here once, so that these tests, some on fake timers, see dialogs open at once.
beforeAll(() => preloadModal());

async function renderDialog(language: 'en' | 'ar', reason: 'save' | 'continue') {
  const i18n = await testI18n(language);
  const rootRoute = createRootRoute({
    component: () => (
      <AccountRequiredDialog
        isOpen
        onOpenChange={() => undefined}
        reason={reason}
        returnTo="/exercises/evolve/personal-sources/3"
      />
    ),
  });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return screen.findByRole('dialog');
}

describe('AccountRequiredDialog (spec §6)', () => {
  it('asks a guest to register before saving, and comes back afterwards', async () => {
    const dialog = await renderDialog('en', 'save');
    expect(dialog.getAttribute('aria-labelledby')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Account required' })).toBeTruthy();
    expect(
      screen.getByText(
        'To save your reflections and continue to the next step, you must register first.',
      ),
    ).toBeTruthy();
    const register = screen.getByRole('link', { name: 'Register' });
    expect(register.getAttribute('href')).toBe(
      '/auth/register?redirect=%2Fexercises%2Fevolve%2Fpersonal-sources%2F3',
    );
  });

  it('says an exercise needs an account, in Arabic too', async () => {
    await renderDialog('ar', 'continue');
    expect(screen.getByRole('heading', { name: 'الحساب مطلوب' })).toBeTruthy();
    expect(screen.getByText('يجب عليك التسجيل لمتابعة هذا التمرين.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'أنشئ حسابًا' })).toBeTruthy();
  });
});
