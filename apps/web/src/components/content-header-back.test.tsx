import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { testI18n } from '@/test/i18n';
import { ContentHeader } from './content-header';

async function renderAt(entries: string[], backTo?: (search: object) => string) {
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <ContentHeader />
        <Outlet />
      </>
    ),
  });
  const screenRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/exercises/creativity/imagination/',
    staticData: { titleKey: 'imagination', backTo },
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([screenRoute]),
    trailingSlash: 'preserve',
    history: createMemoryHistory({ initialEntries: entries }),
  });
  render(
    <I18nextProvider i18n={await testI18n('en')}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  await screen.findByRole('button', { name: 'Back' });
  return router;
}

describe("the content header's Back", () => {
  it("goes where the screen's backTo says, from its search, not back in history", async () => {
    const router = await renderAt(
      ['/profile', '/exercises/creativity/imagination/?referrer=%2Fexercises%2F'],
      (search) => ('referrer' in search ? `/from-search${String(search.referrer)}` : '/none'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.href).toBe('/from-search/exercises/'));
  });

  it('keeps its search and hash when backTo gives them', async () => {
    const router = await renderAt(['/exercises/creativity/imagination/'], () => '/profile?x=1#y');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(router.state.location.search).toEqual({ x: 1 });
    expect(router.state.location.hash).toBe('y');
  });

  it('goes to the parent screen without backTo and without history', async () => {
    const router = await renderAt(['/exercises/creativity/imagination/']);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/exercises/creativity/'));
  });
});
