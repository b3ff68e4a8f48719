/**
 * The only script of the prerendered front page: the language switch. The page itself is static HTML
 * in the chosen language; switching stores the choice and fetches the page again in the other one.
 */
import { isLanguage, storeLanguage } from './lib/i18n/languages';

for (const button of document.querySelectorAll<HTMLButtonElement>('[data-switch-to]')) {
  button.addEventListener('click', () => {
    const target = button.dataset.switchTo;
    if (!isLanguage(target)) return;
    storeLanguage(target);
    window.location.reload();
  });
}
