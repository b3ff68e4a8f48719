import { QueryClientProvider } from '@tanstack/react-query';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRouter,
} from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { SESSION_KEY, queryClient } from '@/lib/session/session';
import { testI18n } from '@/test/i18n';
import { RegisterScreen } from '../register-screen';

/**
 * The sign-up form as a guest sees it, in `language`: `fill` chooses a gender and types
 * `password` in both password fields, as a person does; `submit` presses the button.
 */
export async function renderRegisterScreen(language: 'en' | 'ar') {
  queryClient.setQueryData(SESSION_KEY, null);
  const i18n = await testI18n(language);
  const t = i18n.getFixedT(language, 'auth');
  const rootRoute = createRootRoute({ component: () => <RegisterScreen redirect="/app" /> });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  const user = userEvent.setup();
  const passwordBox = await screen.findByLabelText(t('password.label'));
  const fill = async (password: string) => {
    await user.click(screen.getByRole('radio', { name: t('gender.female') }));
    await user.clear(passwordBox);
    await user.type(passwordBox, password);
    const confirm = screen.getByLabelText(t('password.confirm'));
    await user.clear(confirm);
    await user.type(confirm, password);
  };
  const submit = () => user.click(screen.getByRole('button', { name: t('register.submit') }));
  return { t, user, passwordBox, fill, submit };
}
