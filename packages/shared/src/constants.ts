/**
 * The product's business constants (spec §9). Both the web app and the API import them from here,
 * so a number lives in one place.
 */

/** Default and supported interface languages; Arabic is laid out right to left. */
export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const RTL_LANGUAGES: readonly Language[] = ['ar'];

export const NETWORK_MAX_PEOPLE = 10;
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
  'rate_limited',
  'forbidden_origin',
  'unsupported_media_type',
  'internal_error',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

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
 * The guided breathing audio (spec §4, §9): one 208 s file, one segment per step, in seconds.
 * The media manifest, the media tests and the breathing screen all read these, so the generated
 * audio and the screen cannot drift apart.
 */
export const BREATHING_SEGMENTS = [
  [0, 73],
  [73, 106],
  [106, 133],
  [133, 149],
  [149, 166],
  [166, 177],
  [177, 208],
] as const;
export const BREATHING_TOTAL_SECONDS = 208;

/**
 * Body exercise ("travelling through the body", spec §2 and §9): 15 segments of one audio file,
 * 20 s each, 5 minutes in all. Fixed, like the breathing segments, so the screen and the narration
 * of either language agree.
 */
export const BODY_EXERCISE_SEGMENTS = Array.from(
  { length: BODY_EXERCISE_SEGMENT_COUNT },
  (_, i) => [i * 20, (i + 1) * 20] as const,
);
export const BODY_EXERCISE_TOTAL_SECONDS = 300;

/**
 * Progressive muscle relaxation (spec §2 and §9): 8 steps of one audio file. The six muscle groups
 * get 40 s each (tense, hold, let go, notice); the introduction and the conclusion 30 s.
 */
export const RELAXATION_SEGMENTS = [
  [0, 30],
  [30, 70],
  [70, 110],
  [110, 150],
  [150, 190],
  [190, 230],
  [230, 270],
  [270, 300],
] as const;
export const RELAXATION_TOTAL_SECONDS = 300;
