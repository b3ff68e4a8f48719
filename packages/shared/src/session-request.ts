import { z } from 'zod';
import { LANGUAGES } from './constants';
import { toAsciiDigits } from './digits';

/**
 * Requests for sessions with a therapist (spec §3 "Client form"). The browser seals each request
 * to the staff public key (ECDH P-256, HKDF-SHA-256, AES-256-GCM; `staff-seal.ts`) before it
 * leaves the device; the server stores only the sealed envelope, and staff open it in the inbox
 * or with the CLI. Every side takes the protocol from this package, so they cannot drift apart.
 */

/**
 * The envelope version browsers seal new requests with. Version 2 names the session language in
 * the clear (bound to the sealed request as additional data), so that the server can refuse a
 * language the organisation does not offer; version 1 envelopes, stored before, still open.
 */
export const SESSION_REQUEST_VERSION = 2 as const;
/** HKDF `info` per version: names the protocol, so a key derived here is useless anywhere else. */
export const SESSION_REQUEST_HKDF_INFO = {
  1: 'waha therapy-request v1',
  2: 'waha therapy-request v2',
} as const;
export const SESSION_REQUEST_SALT_BYTES = 16;
export const SESSION_REQUEST_IV_BYTES = 12;
/** An uncompressed P-256 point: 0x04, then x and y of 32 bytes each. */
export const SESSION_REQUEST_EPHEMERAL_KEY_BYTES = 65;
/** Largest sealed request (base64 characters): a filled-in form is well under 2 KiB. */
export const SESSION_REQUEST_MAX_CIPHERTEXT_LENGTH = 16 * 1024;

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
export const sessionRequestSchema = z
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
export type SessionRequest = z.infer<typeof sessionRequestSchema>;

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

/** A staff private key file: the public half and `d`, as WebCrypto exports it (other fields ignored). */
export const staffPrivateJwkSchema = staffPublicJwkSchema.extend({
  d: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});
export type StaffPrivateJwk = z.infer<typeof staffPrivateJwkSchema>;

/** `GET /api/therapy-requests/key`. */
export const staffKeyResponseSchema = z.object({
  version: z.literal(SESSION_REQUEST_VERSION),
  keyId: staffKeyIdSchema,
  publicKey: staffPublicJwkSchema,
});
export type StaffKeyResponse = z.infer<typeof staffKeyResponseSchema>;

/** A sealed payload's parts: the ephemeral public key (raw), HKDF salt, AES-GCM IV and output. */
export const sealedPartsSchema = z.strictObject({
  ephemeralPublicKey: base64OfBytes(SESSION_REQUEST_EPHEMERAL_KEY_BYTES),
  salt: base64OfBytes(SESSION_REQUEST_SALT_BYTES),
  iv: base64OfBytes(SESSION_REQUEST_IV_BYTES),
  ciphertext: z
    .string()
    .min(1)
    .max(SESSION_REQUEST_MAX_CIPHERTEXT_LENGTH)
    .regex(BASE64, 'expected base64'),
});
export type SealedParts = z.infer<typeof sealedPartsSchema>;

/**
 * `POST /api/therapy-requests`: a request sealed in the browser. `ciphertext` is AES-256-GCM
 * output (tag included) under HKDF(ECDH(ephemeral, staff), salt, HKDF_INFO[2]); the additional
 * data binds the ephemeral public key, the version, the key id and the session language, so the
 * server can neither change the language it reads nor move the ciphertext to another envelope.
 * Stored as it came; the server cannot open it.
 */
export const sessionRequestEnvelopeSchema = sealedPartsSchema.extend({
  version: z.literal(SESSION_REQUEST_VERSION),
  keyId: staffKeyIdSchema,
  sessionLanguage: z.enum(SESSION_LANGUAGES),
});
export type SessionRequestEnvelope = z.infer<typeof sessionRequestEnvelopeSchema>;

/** Requests stored before version 2: the additional data is the ephemeral public key alone. */
export const sessionRequestEnvelopeV1Schema = sealedPartsSchema.extend({
  version: z.literal(1),
  keyId: staffKeyIdSchema,
});
export type SessionRequestEnvelopeV1 = z.infer<typeof sessionRequestEnvelopeV1Schema>;

/** Any envelope the server may hold: what staff open. */
export const storedRequestEnvelopeSchema = z.discriminatedUnion('version', [
  sessionRequestEnvelopeV1Schema,
  sessionRequestEnvelopeSchema,
]);
export type StoredRequestEnvelope = z.infer<typeof storedRequestEnvelopeSchema>;

/** 201 from `POST /api/therapy-requests`: nothing about the request, only that it arrived. */
export const sessionRequestCreatedSchema = z.object({ received: z.literal(true) });
