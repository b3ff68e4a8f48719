import { describe, expect, it } from 'vitest';
import { LOCKED_TITLE, lockedPage } from './app-lock';
import { SHELL } from './test/app-shell';

describe('a locked device’s page', () => {
  it.each(['en', 'ar'] as const)(
    'has the lock screen’s title and nothing of Waha in its head (%s)',
    (language) => {
      const page = lockedPage(SHELL, language);
      expect(page).toContain(`<title>${LOCKED_TITLE[language]}</title>`);
      expect(page).toContain(
        `<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">`,
      );
      expect(page).not.toMatch(/waha|واحة|favicon|apple-touch-icon/i);
      // An icon of its own, empty, so the browser asks for none.
      expect(page).toContain('<link rel="icon" href="data:," />');
      // The app still starts: its script stays.
      expect(page).toContain('<script type="module" crossorigin src="/assets/index.js"></script>');
    },
  );
});
