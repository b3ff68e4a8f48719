import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseRedirectSearch } from '@/lib/session/safe-redirect';
import { parseReferrerSearch } from './referrer';

/**
 * TanStack Router gives a screen its validator's result spread over the raw search, so a parser
 * that leaves a bad value out (rather than replacing it) lets it through. These render a real
 * router to see what a screen receives.
 */
async function searchSeenByScreen(
  address: string,
  validateSearch: (search: Record<string, unknown>) => object,
) {
  const rootRoute = createRootRoute();
  const route = createRoute({
    getParentRoute: () => rootRoute,
    path: '/screen',
    validateSearch,
    component: function Screen() {
      return <output>{JSON.stringify(route.useSearch())}</output>;
    },
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([route]),
    history: createMemoryHistory({ initialEntries: [address] }),
  });
  render(<RouterProvider router={router} />);
  return JSON.parse((await screen.findByRole('status')).textContent ?? '') as unknown;
}

describe('what a screen receives from the address', () => {
  it.each([
    ['?referrer=%22%2F%2Fevil.example%22', {}],
    ['?referrer=%2F%2Fevil.example', {}],
    ['?referrer=javascript%3Aalert(1)', {}],
    ['?referrer=42', {}],
    ['?referrer=%7B%22a%22%3A1%7D', {}],
    ['?referrer=hub', { referrer: '/exercises/' }],
    ['?referrer=%2Fprofile', { referrer: '/profile' }],
    ['', {}],
  ])('referrer %s → %j', async (query, expected) => {
    expect(await searchSeenByScreen(`/screen${query}`, parseReferrerSearch)).toStrictEqual(
      expected,
    );
  });

  it.each([
    ['?redirect=%2F%2Fevil.example', { redirect: '/exercises/' }],
    ['?redirect=42', { redirect: '/exercises/' }],
    ['?redirect=%2Fprofile', { redirect: '/profile' }],
  ])('redirect %s → %j', async (query, expected) => {
    expect(await searchSeenByScreen(`/screen${query}`, parseRedirectSearch)).toStrictEqual(
      expected,
    );
  });
});
