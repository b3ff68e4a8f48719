/**
 * The Cache Storage cache that holds the media a person chose to keep on the device ("Make available
 * offline"), apart from the app shell's precache. The service worker (src/sw.ts) answers media
 * requests from it first. A new format of what is stored gets a new name.
 */
export const MEDIA_CACHE = 'waha-media-v1';
