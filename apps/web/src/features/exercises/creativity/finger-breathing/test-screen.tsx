import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRouter,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';

/** A signed-in account as the session query holds it, or null for a guest. */
export function sessionClient(signedIn: boolean): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(
    ['session'],
    signedIn ? { account: { id: 'account-1', nickname: 'Cedar Blue', gender: 'female' } } : null,
  );
  return client;
}

/** Renders a screen under a router, real texts and a session (guest unless signed in). */
export function renderScreen(i18n: I18n, screen: () => ReactNode, { signedIn = false } = {}) {
  const router = createRouter({
    routeTree: createRootRoute({ component: screen }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  return render(
    <QueryClientProvider client={sessionClient(signedIn)}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}
