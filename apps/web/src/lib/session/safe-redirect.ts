// A base that no real address has: parsing against it shows whether a value leaves this app.
const PROBE_ORIGIN = 'https://waha.invalid';

/**
 * A path of this app, as it is safe to navigate to (`/exercises/?x=1#y`), or null for anything that
 * could lead elsewhere: another site (`//evil.example`, `https://…`, `javascript:`), a backslash or
 * control character that a browser may turn into one (`/\evil`, `/\t/evil`), an encoded slash or
 * backslash that decodes into one (`/%2F%2Fevil`, `/%5Cevil`), and the API or media files, which
 * are not screens.
 */
export function sameAppPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must be refused.
  if (value.includes('\\') || /[\u0000-\u001f\u007f]/.test(value)) return null;
  if (/%(2f|5c|25|[01][0-9a-f]|7f)/i.test(value)) return null;
  let url: URL;
  try {
    // A broken escape (`%E0%A4%A`) is refused too: the router would fail to decode it.
    decodeURIComponent(value);
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/media/')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Where to go after logging in: only a path of this app (`/…`), never another site
 * (`//evil.example`, `https://…`) and never back into the login screens themselves.
 */
export function safeRedirect(value: unknown, fallback = '/exercises/'): string {
  const path = sameAppPath(value);
  if (path === null || path.startsWith('/auth/')) return fallback;
  return path;
}

/**
 * `?redirect=` on the login and registration screens. The key is always returned: TanStack Router
 * spreads the raw search under what this returns, so leaving it out would let the raw value through.
 */
export function parseRedirectSearch(search: Record<string, unknown>): { redirect?: string } {
  return { redirect: search.redirect === undefined ? undefined : safeRedirect(search.redirect) };
}
