import { deviceKey, readItem, writeItem } from './device-storage';

/**
 * Installing Waha on the phone's home screen. Chromium-based browsers fire `beforeinstallprompt`
 * once the app qualifies (manifest, service worker); it is kept here (listening starts in boot.ts,
 * before the app, as the event may come early) until the person presses Install. Safari on
 * iPhone has no such event: there the prompt shows the steps of "Add to Home Screen". Someone who
 * says "No thanks" is never asked again on this device.
 */

/** The event Chromium fires when the app can be installed (not in TypeScript's DOM types). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export const INSTALL_DISMISSED_KEY = deviceKey('waha.installPrompt');

export type InstallOffer = 'prompt' | 'ios-steps' | undefined;

let deferred: BeforeInstallPromptEvent | undefined;
let installed = false;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function subscribeToInstallOffer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function dismissed(): boolean {
  try {
    return readItem(INSTALL_DISMISSED_KEY) === 'dismissed';
  } catch {
    return false;
  }
}

/** Already running from the home screen. */
function standalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia?.('(display-mode: standalone)').matches === true;
}

/** Safari on an iPhone or iPad (an iPad says it is a Mac, but has touch). */
function iosSafari(): boolean {
  const ua = navigator.userAgent;
  const ios = /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && navigator.maxTouchPoints > 1);
  // Other browsers on iOS name themselves (CriOS, FxiOS, EdgiOS…) and cannot add to the home screen.
  return ios && /Safari/.test(ua) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(ua);
}

/** What to offer: the browser's install prompt, the iPhone steps, or nothing. */
export function installOffer(): InstallOffer {
  if (installed || dismissed() || standalone()) return undefined;
  if (deferred) return 'prompt';
  return iosSafari() ? 'ios-steps' : undefined;
}

/**
 * Inside a disguise (/n/<id>/…), what to say next: the browser's prompt, the iPhone steps, or the
 * browser's menu, which every browser has. A disguise is opened to be installed, so this is said
 * even to someone who once said "No thanks" to installing Waha itself; nothing once installed or
 * running from the home screen.
 */
export function disguiseInstallOffer(): InstallOffer | 'menu' {
  if (installed || standalone()) return undefined;
  if (deferred) return 'prompt';
  return iosSafari() ? 'ios-steps' : 'menu';
}

/** Starts listening for the browser's install events; call once, early. */
export function listenForInstallOffer(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's own mini-infobar away: the app offers it at a calm moment instead.
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    installed = true;
    deferred = undefined;
    notify();
  });
}

/** Shows the browser's install dialog; the offer ends whatever the answer (it cannot be reused). */
export async function install(): Promise<void> {
  const event = deferred;
  if (!event) return;
  deferred = undefined;
  await event.prompt();
  const { outcome } = await event.userChoice;
  if (outcome === 'accepted') installed = true;
  notify();
}

/** "No thanks": never offer again on this device. */
export function dismissInstallOffer(): void {
  try {
    writeItem(INSTALL_DISMISSED_KEY, 'dismissed');
  } catch {
    // Without storage it is only dismissed until the page reloads.
    installed = true;
  }
  notify();
}
