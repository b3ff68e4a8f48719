/*
 * A returning guest's hub, without a jump (docs/architecture.md, "The first seconds"). The hub is
 * prerendered as a first visit sees it: a prompt to answer the questions and a few starting
 * points. A guest who has answered sees their own suggestions instead once the app is live, which
 * moved everything below them on a phone (a layout shift of 0.44 at 390 px). So the page's first
 * script marks <html> when this device keeps answers, and until the hub shows them its body is held
 * hidden (styles.css), the header and Quick exit painted as ever. Should the app never come, the
 * body shows by itself after a few seconds.
 */

/** On <html> while a returning guest's answers are on their way to the hub. */
export const DEVICE_ANSWERS_ATTRIBUTE = 'data-device-answers';

/**
 * The key of a guest's answers (onboarding-keys.ts), spelt out: the first script stays small
 * without the storage registry. held-for-answers.test.ts keeps the two the same.
 */
export const ANSWERS_KEY = 'waha.onboarding';

/** Run by the page's first script, before anything is drawn. */
export function markDeviceAnswers(): void {
  try {
    // eslint-disable-next-line no-restricted-globals -- only whether the key is there (see above)
    if (localStorage.getItem(ANSWERS_KEY) !== null) {
      document.documentElement.setAttribute(DEVICE_ANSWERS_ATTRIBUTE, '');
    }
  } catch {
    // Storage blocked: nothing is kept, and nothing is held.
  }
}

/** The hub has rendered with what the device keeps: its body shows. */
export function showHeldForAnswers(): void {
  document.documentElement.removeAttribute(DEVICE_ANSWERS_ATTRIBUTE);
}
