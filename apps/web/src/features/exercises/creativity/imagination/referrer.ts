import { sameAppPath } from '@/lib/session/safe-redirect';

/** Where back and finish lead when no (usable) referrer is given: the creativity index. */
export const IMAGINATION_FALLBACK = '/exercises/creativity/';

// Short names other screens may pass instead of a path (`?referrer=hub`).
const NAMED_REFERRERS: Readonly<Record<string, string>> = {
  hub: '/exercises/',
  creativity: IMAGINATION_FALLBACK,
};

/** `?referrer=` on the imagination screens: a path of this app the person came from. */
export interface ReferrerSearch {
  referrer?: string;
}

/**
 * The referrer as a path of this app, or undefined when there is none or it could lead anywhere
 * else (another site, `javascript:`, encoded or backslash tricks, the API). The key is always
 * returned: TanStack Router spreads the raw search under a validator's result, so a missing key
 * would let the raw value through to the screen.
 */
export function parseReferrerSearch(search: Record<string, unknown>): ReferrerSearch {
  const { referrer } = search;
  if (typeof referrer !== 'string') return { referrer: undefined };
  const named = Object.hasOwn(NAMED_REFERRERS, referrer) ? NAMED_REFERRERS[referrer] : undefined;
  const path = named ?? sameAppPath(referrer);
  return { referrer: path === null || path.startsWith('/auth/') ? undefined : path };
}

/** Where back and finish return: the referrer when it is a path of this app, else the index. */
export function returnPath(search: object): string {
  const referrer = 'referrer' in search ? search.referrer : undefined;
  return parseReferrerSearch({ referrer }).referrer ?? IMAGINATION_FALLBACK;
}
