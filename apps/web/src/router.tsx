import { createRouter } from '@tanstack/react-router';
import { disguiseBase, disguiseOf } from '@waha/shared/disguises';
import type { RouterHistory } from '@tanstack/react-router';
import { DefaultNotFound } from '@/components/not-found';
import { PendingView } from '@/components/pending-view';
import { RouteError } from '@/components/route-error';
import type { TitleKey } from '@/lib/i18n/resources';
import { routeTree } from '@/routeTree.gen';

/** `history` is given only by the build's prerender, which renders each screen in memory. */
export function createAppRouter(history?: RouterHistory) {
  // Installed under a disguise, the whole app runs inside its scope (/n/<id>/…): leaving it would
  // open the browser over the installed app, with its address bar.
  const disguise = history ? undefined : disguiseOf(window.location.pathname);
  return createRouter({
    routeTree,
    ...(history ? { history } : {}),
    ...(disguise ? { basepath: disguiseBase(disguise) } : {}),
    // The spec's addresses keep their trailing slash (/exercises/) and others have none (/app).
    trailingSlash: 'preserve',
    defaultPreload: 'intent',
    defaultPendingComponent: PendingView,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: DefaultNotFound,
    // Not in the build's prerender: its script would be inline, which the page's policy refuses.
    scrollRestoration: !history,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface StaticDataRouteOption {
    /** Translation key (namespace "titles") of the screen's title, for its header and the page title. */
    titleKey?: TitleKey;
    /**
     * Where the header's Back leads on this screen, from its search (already validated) and path
     * parameters, instead of the previous history entry: for screens whose way back is given in the
     * address (`?referrer=`, a step number).
     */
    backTo?: (search: object, params: Partial<Record<string, string>>) => string;
  }
}
