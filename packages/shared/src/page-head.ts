import type { Language } from './constants';

/**
 * Edits of the app shell's head for the pages that must not show Waha before the app's script runs
 * (a disguised install's pages, a locked device's): shared by the server and the service worker.
 */

/** The shell with `<html>` in `language` and its direction. */
export function shellInLanguage(shell: string, language: Language): string {
  return shell.replace(
    /<html\b[^>]*>/,
    `<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">`,
  );
}

/** The shell without what names Waha or shows its icon: its description, icon and touch icon. */
export function shellWithoutBrand(shell: string): string {
  return shell
    .replace(/\s*<meta\s+name="description"[^>]*>/, '')
    .replace(/\s*<link rel="icon"[^>]*>/, '')
    .replace(/\s*<link rel="apple-touch-icon"[^>]*>/, '');
}
