import { disguiseBase, disguiseOf } from '@waha/shared/disguises';

/**
 * An address of the app for a plain link (one the router does not draw: the site header is also
 * the static front page's): inside a disguised install's scope (/n/<id>/…) when the page is in
 * one, so that a link never leaves the installed app for the browser, with Waha's name in its
 * address bar. Pages under a disguise are never prerendered, so the first render agrees.
 */
export function inScope(path: string): string {
  if (typeof window === 'undefined') return path;
  const disguise = disguiseOf(window.location.pathname);
  return disguise ? `${disguiseBase(disguise)}${path}` : path;
}
