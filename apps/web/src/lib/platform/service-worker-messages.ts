/** The message that lets a waiting service worker take over (sent when the person reloads). */
export const SKIP_WAITING = 'SKIP_WAITING';
