/**
 * The only script of the prerendered front page. The page itself is static HTML in the chosen
 * language and stays readable without this script; it adds the language switch, the carousel and
 * quick exit (the same code as in the app, src/lib/session/quick-exit.ts). No framework, to stay tiny.
 */
import { enhanceCarousel } from '@/landing/carousel';
import { dropLanguageLink, isLanguage, storeLanguage } from '@/lib/i18n/languages';
import {
  isQuickExitEnabled,
  leaveAgainIfReturned,
  listenForTripleEscape,
  quickExit,
} from '@/lib/session/quick-exit';

// Back after a quick exit: leave again at once (the static page has no other way to hide).
leaveAgainIfReturned();
// A shared link's ?lang= was kept by the server (the cookie): out of the address, so the language
// switch's reload below is not overruled by it.
dropLanguageLink();

for (const button of document.querySelectorAll<HTMLButtonElement>('[data-switch-to]')) {
  button.addEventListener('click', () => {
    const target = button.dataset.switchTo;
    if (!isLanguage(target)) return;
    storeLanguage(target);
    window.location.reload();
  });
}

const quickExitEnabled = isQuickExitEnabled();
for (const link of document.querySelectorAll<HTMLAnchorElement>('[data-quick-exit]')) {
  // Turned off in the profile: no button, and Escape is just Escape.
  link.hidden = !quickExitEnabled;
  link.addEventListener('click', (event) => {
    event.preventDefault();
    quickExit();
  });
}
if (quickExitEnabled) listenForTripleEscape();

for (const carousel of document.querySelectorAll<HTMLElement>('[data-carousel]')) {
  enhanceCarousel(carousel);
}
