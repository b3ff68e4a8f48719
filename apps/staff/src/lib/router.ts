import { useSyncExternalStore } from 'react';

/**
 * The inbox's few places, by address: the list, one request, the audit trail and the setup page.
 * A request's id is no one's personal data; nothing else goes in an address.
 */
export type Route =
  { name: 'requests' } | { name: 'request'; id: string } | { name: 'audit' } | { name: 'setup' };

const BASE = '/staff';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function parseRoute(pathname: string): Route {
  const path = pathname.startsWith(BASE) ? pathname.slice(BASE.length) : pathname;
  if (path === '/setup') return { name: 'setup' };
  if (path === '/audit') return { name: 'audit' };
  const request = /^\/requests\/([^/]+)$/.exec(path)?.[1];
  if (request && UUID.test(request)) return { name: 'request', id: request };
  return { name: 'requests' };
}

export function hrefOf(route: Route): string {
  switch (route.name) {
    case 'request':
      return `${BASE}/requests/${route.id}`;
    case 'audit':
      return `${BASE}/audit`;
    case 'setup':
      return `${BASE}/setup`;
    default:
      return `${BASE}/`;
  }
}

const listeners = new Set<() => void>();
let current = parseRoute(location.pathname);

function changed() {
  current = parseRoute(location.pathname);
  for (const listener of [...listeners]) listener();
}

addEventListener('popstate', changed);

export function navigate(route: Route, replace = false): void {
  const href = hrefOf(route);
  if (replace) history.replaceState(null, '', href);
  else history.pushState(null, '', href);
  changed();
}

export function useRoute(): Route {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}
