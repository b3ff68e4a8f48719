/**
 * The product's business constants (spec §9). Both the web app and the API import them from here,
 * so a number lives in one place.
 */

import {
  BODY_EXERCISE_TIMINGS,
  GUIDED_RELAXATION_TIMINGS,
  RELAXATION_TIMINGS,
} from './exercises/timings';

/** Default and supported interface languages; Arabic is laid out right to left. */
export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const RTL_LANGUAGES: readonly Language[] = ['ar'];

export const NETWORK_MAX_PEOPLE = 10;

/**
 * Room for one account's encrypted records, in characters of ciphertext (base64, as stored): 32 MiB.
 * A save that would go past it is refused with 413 `storage_quota_exceeded`.
 */
export const ACCOUNT_STORAGE_QUOTA = 32 * 1024 * 1024;
export const PASSWORD_MIN_LENGTH = 6;

export const BREATHING_STEP_COUNT = 7;
export const RELAXATION_STEP_COUNT = 8;
export const PERSONAL_SOURCES_STEP_COUNT = 11;
export const BODY_EXERCISE_SEGMENT_COUNT = 15;

/** Toasts: top-right, 320 px wide, 5000 ms auto-close by default. */
export const TOAST_WIDTH_PX = 320;
export const TOAST_AUTO_CLOSE_MS = 5000;

export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

/** Stable error codes of the API (the `code` of every error body). */
export const API_ERROR_CODES = [
  'validation_error',
  'not_found',
  'unauthenticated',
  'session_expired',
  'nickname_taken',
  'invalid_credentials',
  'version_conflict',
  'limit_reached',
  'payload_too_large',
  'storage_quota_exceeded',
  'rate_limited',
  'forbidden_origin',
  'unsupported_media_type',
  'internal_error',
  'database_unavailable',
  'forbidden',
  'not_offered',
  'setup_link_invalid',
] as const;

/**
 * Argon2id parameters the browser uses for a new password (DESIGN.md, "End-to-end encryption"):
 * 64 MiB, 3 passes, one lane. Stored per account, so they can be raised later for new passwords.
 */
export const DEFAULT_CLIENT_KDF = {
  algorithm: 'argon2id',
  memoryKiB: 65536,
  iterations: 3,
  parallelism: 1,
} as const;

/**
 * The exercises' audio segments, in seconds. They live in exercises/timings.json, which the media
 * scripts read too, so the generated audio and the screens cannot drift apart.
 */
export const BREATHING_SEGMENTS = GUIDED_RELAXATION_TIMINGS.segments;
export const BODY_EXERCISE_SEGMENTS = BODY_EXERCISE_TIMINGS.segments;
export const RELAXATION_SEGMENTS = RELAXATION_TIMINGS.segments;

if (
  BREATHING_SEGMENTS.length !== BREATHING_STEP_COUNT ||
  RELAXATION_SEGMENTS.length !== RELAXATION_STEP_COUNT ||
  BODY_EXERCISE_SEGMENTS.length !== BODY_EXERCISE_SEGMENT_COUNT
) {
  throw new Error('exercises/timings.json does not match the step counts of spec §9');
}
