import { reloadOnce } from '@/lib/platform/chunk-reload';
import { listenForInstallOffer } from '@/lib/platform/install-prompt';
import { leaveAgainIfReturned } from '@/lib/session/quick-exit';
import '@/styles.css';

/*
 * The page's first script. The server sends most screens already drawn (scripts/prerender.mjs), so
 * the app's own code is asked for only once the page has painted: on a slow connection its download
 * then does not share the line with the screen's stylesheet and fonts. Vite asks for all of the
 * app's files at once when it starts. If the app's code cannot load (a version replaced meanwhile),
 * the page reloads once, as for any screen's code (lib/platform/chunk-reload.ts). Back after a quick exit,
 * the page leaves again before anything of Waha runs.
 */
if (!leaveAgainIfReturned()) {
  // The browser's offer to install may come before the app has started.
  listenForInstallOffer();
  requestAnimationFrame(() => {
    setTimeout(() => {
      import('@/main').catch(() => {
        if (navigator.onLine) reloadOnce();
      });
    }, 0);
  });
}
