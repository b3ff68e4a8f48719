import { z } from 'zod';
import { LANGUAGES } from './constants';
import { toAsciiDigits } from './digits';

/**
 * Requests for sessions with a therapist (spec §3 "Client form"). The browser seals each request
 * to the staff public key (ECDH P-256, HKDF-SHA-256, AES-256-GCM) before it leaves the device; the
 * server stores only the sealed envelope, and the staff CLI opens it with the private key. Both
 * sides take the protocol constants from here, so they cannot drift apart.
 */

export const THERAPY_REQUEST_VERSION = 1 as const;
/** HKDF `info`: names the protocol, so a key derived here is useless anywhere else. */
export const THERAPY_REQUEST_HKDF_INFO = 'waha therapy-request v1';
export const THERAPY_REQUEST_SALT_BYTES = 16;
export const THERAPY_REQUEST_IV_BYTES = 12;
/** An uncompressed P-256 point: 0x04, then x and y of 32 bytes each. */
export const THERAPY_REQUEST_EPHEMERAL_KEY_BYTES = 65;
/** Largest sealed request (base64 characters): a filled-in form is well under 2 KiB. */
export const THERAPY_REQUEST_MAX_CIPHERTEXT_LENGTH = 16 * 1024;

export const THERAPIST_GENDERS = ['male', 'female', 'no-preference'] as const;
export type TherapistGender = (typeof THERAPIST_GENDERS)[number];
/** Languages the team can hold sessions in; "either" leaves the choice to the team. */
export const SESSION_LANGUAGES = ['arabic', 'english', 'either'] as const;
export type SessionLanguage = (typeof SESSION_LANGUAGES)[number];
export const CONTACT_METHODS = ['email', 'phone'] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number];

export const CLIENT_AGE_MIN = 10;
export const CLIENT_AGE_MAX = 120;
export const CLIENT_NAME_MAX_LENGTH = 100;
export const CLIENT_LOCATION_MAX_LENGTH = 200;
export const CLIENT_CONTACT_MAX_LENGTH = 254;

/** Whole years from what was typed, in either digit set; NaN when it is not a whole number. */
export function parseAge(text: string): number {
  const ascii = toAsciiDigits(text.trim());
  return /^\d{1,3}$/.test(ascii) ? Number(ascii) : Number.NaN;
}

export type ContactProblem = 'required' | 'tooLong' | 'invalidEmail' | 'invalidPhone';

const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
/**
 * An optional +, then digit groups with one space, dash or dot between them, 6–15 digits. The
 * separator is required between repeats: an optional one would let `\d+` split a run of digits in
 * exponentially many ways, and a long wrong number would take hours to reject.
 */
const PHONE_SHAPE = /^\+?\d+(?:[ .-]\d+)*$/;
const PHONE_MIN_DIGITS = 6;
const PHONE_MAX_DIGITS = 15; // E.164

/** What is wrong with the contact details for the chosen method, or null when they will do. */
export function contactProblem(method: ContactMethod, details: string): ContactProblem | null {
  const value = toAsciiDigits(details.trim());
  if (value === '') return 'required';
  if (value.length > CLIENT_CONTACT_MAX_LENGTH) return 'tooLong';
  if (method === 'email') return EMAIL_SHAPE.test(value) ? null : 'invalidEmail';
  const digits = value.replace(/\D/g, '').length;
  // The digit count first, so the pattern only ever sees short input.
  return digits >= PHONE_MIN_DIGITS && digits <= PHONE_MAX_DIGITS && PHONE_SHAPE.test(value)
    ? null
    : 'invalidPhone';
}

/**
 * One request as the person filled it in: the plaintext that is sealed, and what the staff CLI
 * reads back. Text fields are trimmed; contact details keep ASCII digits.
 */
export const therapyRequestSchema = z
  .object({
    name: z.string().trim().min(1).max(CLIENT_NAME_MAX_LENGTH),
    age: z.number().int().min(CLIENT_AGE_MIN).max(CLIENT_AGE_MAX),
    location: z.string().trim().min(1).max(CLIENT_LOCATION_MAX_LENGTH),
    therapistGender: z.enum(THERAPIST_GENDERS),
    sessionLanguage: z.enum(SESSION_LANGUAGES),
    contactMethod: z.enum(CONTACT_METHODS),
    contactDetails: z.string().trim().min(1).max(CLIENT_CONTACT_MAX_LENGTH),
    /** The language the person used the app in, so staff can answer in it. */
    interfaceLanguage: z.enum(LANGUAGES),
  })
  .superRefine((request, context) => {
    const problem = contactProblem(request.contactMethod, request.contactDetails);
    if (problem) context.addIssue({ code: 'custom', path: ['contactDetails'], message: problem });
  });
export type TherapyRequest = z.infer<typeof therapyRequestSchema>;

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const base64Length = (bytes: number) => 4 * Math.ceil(bytes / 3);
const base64OfBytes = (bytes: number) =>
  z.string().length(base64Length(bytes)).regex(BASE64, 'expected base64');

/** Names the staff key a request was sealed to: base64url of the first 16 bytes of SHA-256(raw key). */
export const staffKeyIdSchema = z.string().regex(/^[A-Za-z0-9_-]{22}$/);

/** The public half of the staff key, as a JWK WebCrypto imports directly. */
export const staffPublicJwkSchema = z.object({
  kty: z.literal('EC'),
  crv: z.literal('P-256'),
  x: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  y: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});
export type StaffPublicJwk = z.infer<typeof staffPublicJwkSchema>;

/** `GET /api/therapy-requests/key`. */
export const staffKeyResponseSchema = z.object({
  version: z.literal(THERAPY_REQUEST_VERSION),
  keyId: staffKeyIdSchema,
  publicKey: staffPublicJwkSchema,
});
export type StaffKeyResponse = z.infer<typeof staffKeyResponseSchema>;

/**
 * `POST /api/therapy-requests`: a request sealed in the browser. `ciphertext` is AES-256-GCM
 * output (tag included) under HKDF(ECDH(ephemeral, staff), salt, HKDF_INFO), with the ephemeral
 * public key as additional data. Stored as it came; the server cannot open it.
 */
export const therapyRequestEnvelopeSchema = z.strictObject({
  version: z.literal(THERAPY_REQUEST_VERSION),
  keyId: staffKeyIdSchema,
  ephemeralPublicKey: base64OfBytes(THERAPY_REQUEST_EPHEMERAL_KEY_BYTES),
  salt: base64OfBytes(THERAPY_REQUEST_SALT_BYTES),
  iv: base64OfBytes(THERAPY_REQUEST_IV_BYTES),
  ciphertext: z
    .string()
    .min(1)
    .max(THERAPY_REQUEST_MAX_CIPHERTEXT_LENGTH)
    .regex(BASE64, 'expected base64'),
});
export type TherapyRequestEnvelope = z.infer<typeof therapyRequestEnvelopeSchema>;

/** 201 from `POST /api/therapy-requests`: nothing about the request, only that it arrived. */
export const therapyRequestCreatedSchema = z.object({ received: z.literal(true) });
