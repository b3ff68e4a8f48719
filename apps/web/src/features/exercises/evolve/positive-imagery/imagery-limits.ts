import { RECORD_MAX_CIPHERTEXT_LENGTH } from '@waha/shared/records';

// Apart from imagery-schema.ts, so that the screens do not pull zod into their chunk.

/** Longest note on one picture, in characters. */
export const NOTE_MAX_LENGTH = 500;

/** Own photos one go may hold (each is one record of up to 256 KiB). */
export const MAX_PHOTOS = 6;

/**
 * The longest data URL an own photo may have, so that its record stays under the server's limit.
 * A record is base64(iv 12 bytes ‖ AES-GCM(JSON) ‖ tag 16 bytes): at most 3/4 of the limit in
 * bytes, less 28. The JSON holds the data URL (ASCII, one byte a character), the note (at most
 * 500 characters; JSON.stringify writes a lone surrogate or control character as 6 bytes) and a
 * few short fields (under 256 bytes). 196,608 − 28 − 3,000 − 256 = 193,324; 193,000 leaves a margin.
 */
export const PHOTO_MAX_DATA_URL_LENGTH = (() => {
  const plaintextBytes = Math.floor((RECORD_MAX_CIPHERTEXT_LENGTH * 3) / 4) - 12 - 16;
  const noteBytes = NOTE_MAX_LENGTH * 6;
  const fieldsBytes = 256;
  return Math.floor((plaintextBytes - noteBytes - fieldsBytes) / 1000) * 1000;
})();
