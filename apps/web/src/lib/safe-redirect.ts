/**
 * Where to go after logging in: only a path of this app (`/…`), never another site
 * (`//evil.example`, `https://…`) and never back into the login screens themselves.
 */
export function safeRedirect(value: unknown, fallback = '/exercises/'): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//'))
    return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must be refused.
  if (value.includes('\\') || /[\u0000-\u001f]/.test(value)) return fallback;
  if (value.startsWith('/auth/')) return fallback;
  return value;
}

/** `?redirect=` on the login and registration screens. */
export function parseRedirectSearch(search: Record<string, unknown>): { redirect?: string } {
  return typeof search.redirect === 'string' ? { redirect: safeRedirect(search.redirect) } : {};
}
