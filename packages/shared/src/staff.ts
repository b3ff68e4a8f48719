import { z } from 'zod';
import { auditEntrySchema } from './audit-chain';
import { hasForbiddenNicknameCharacters, nicknameKey, normalizeNickname } from './nickname';
import { staffNoteEnvelopeSchema } from './staff-note';
import { staffKeyIdSchema, storedRequestEnvelopeSchema } from './session-request';

/**
 * The staff inbox's API (`/api/staff/*`): staff accounts, their sessions, the session requests
 * as ciphertext, sealed notes and the audit trail. Separate from the people's accounts in every
 * way: other tables, another cookie, other limits.
 */

export const STAFF_ROLES = ['staff', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_NAME_MIN_LENGTH = 2;
export const STAFF_NAME_MAX_LENGTH = 64;
/** Letters of any script, marks, digits, space and `. _ ' -`: names as a team writes them. */
const STAFF_NAME_ALLOWED = /^[\p{L}\p{M}\p{Nd} ._'-]+$/u;

export type StaffNameProblem = 'required' | 'tooShort' | 'tooLong' | 'invalidCharacters';

/** Why a staff member's name is not acceptable, or null (the nickname rules, a little wider). */
export function staffNameProblem(input: string): StaffNameProblem | null {
  if (hasForbiddenNicknameCharacters(input)) return 'invalidCharacters';
  const name = normalizeNickname(input);
  if (name === '') return 'required';
  const length = [...name].length;
  if (Math.min(length, [...nicknameKey(name)].length) < STAFF_NAME_MIN_LENGTH) return 'tooShort';
  if (length > STAFF_NAME_MAX_LENGTH) return 'tooLong';
  if (!STAFF_NAME_ALLOWED.test(name)) return 'invalidCharacters';
  return null;
}

/** What a name is looked up by: any case, width or Arabic spelling of a name is one name. */
export const staffNameKey = nicknameKey;
export const normalizeStaffName = normalizeNickname;

/** Staff passwords: longer than the app's, since the server checks them and anyone may try. */
export const STAFF_PASSWORD_MIN_LENGTH = 12;
export const STAFF_PASSWORD_MAX_LENGTH = 256;

export type StaffPasswordProblem = 'required' | 'tooShort' | 'tooLong';

/** The app's rules (present, long enough, counted in characters a person sees), with 12 at least. */
export function staffPasswordProblem(password: string): StaffPasswordProblem | null {
  if (password === '') return 'required';
  const length = [...password].length;
  if (length < STAFF_PASSWORD_MIN_LENGTH) return 'tooShort';
  if (length > STAFF_PASSWORD_MAX_LENGTH) return 'tooLong';
  return null;
}

/** A setup link's secret: 32 random bytes, base64url; it travels in the link's fragment. */
export const setupTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/** Typed by a person: refused early only when no name could hold it (the server says no more). */
const typedName = z
  .string()
  .max(STAFF_NAME_MAX_LENGTH * 4)
  .refine((name) => !hasForbiddenNicknameCharacters(name), 'invalid characters');
const password = z.string().max(STAFF_PASSWORD_MAX_LENGTH * 4);

export const staffSetupCheckSchema = z.strictObject({ token: setupTokenSchema });
/**
 * Opening a setup link: whose it is, and the token to set the password with, which replaces the
 * link's (the link itself then opens nothing: its address may stay in the browser's history).
 */
export const staffSetupCheckResponseSchema = z.object({
  name: z.string(),
  token: setupTokenSchema,
});
export const staffSetupSchema = z.strictObject({ token: setupTokenSchema, password });
export const staffSignInSchema = z.strictObject({ name: typedName, password });

export const staffSessionResponseSchema = z.object({
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  /** When the session ends however it is used (8 hours after sign-in). */
  expiresAt: z.string(),
  /** Minutes without a request after which it ends. */
  idleMinutes: z.number().int(),
});
export type StaffSessionResponse = z.infer<typeof staffSessionResponseSchema>;

export const staffKeysResponseSchema = z.object({
  keys: z.array(z.object({ keyId: staffKeyIdSchema, createdAt: z.string(), current: z.boolean() })),
});
export type StaffKeysResponse = z.infer<typeof staffKeysResponseSchema>;

export const REQUEST_STATUSES = ['new', 'handled'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** One request in the inbox's list: what the server has, the request itself sealed. */
export const staffRequestSchema = z.object({
  id: z.string(),
  receivedAt: z.string(),
  status: z.enum(REQUEST_STATUSES),
  handledAt: z.string().nullable(),
  envelope: storedRequestEnvelopeSchema,
  notes: z.number().int(),
});
export type StaffRequest = z.infer<typeof staffRequestSchema>;

/** Most requests in one answer; `before` (the last one's id) asks for the next older ones. */
export const STAFF_REQUESTS_PAGE = 200;

export const staffRequestsQuerySchema = z.strictObject({
  status: z.enum(REQUEST_STATUSES).optional(),
  before: z.uuid().optional(),
});
export const staffRequestsResponseSchema = z.object({
  requests: z.array(staffRequestSchema),
  /** Set when older requests remain: pass it as `before`. */
  nextBefore: z.string().nullable(),
});
export type StaffRequestsResponse = z.infer<typeof staffRequestsResponseSchema>;

export const staffNoteRowSchema = z.object({
  id: z.string(),
  at: z.string(),
  author: z.string(),
  envelope: staffNoteEnvelopeSchema,
});
export type StaffNoteRow = z.infer<typeof staffNoteRowSchema>;

export const staffRequestDetailSchema = z.object({
  request: staffRequestSchema,
  notes: z.array(staffNoteRowSchema),
});
export type StaffRequestDetail = z.infer<typeof staffRequestDetailSchema>;

export const requestIdParamsSchema = z.strictObject({ id: z.uuid() });
export const staffStatusSchema = z.strictObject({ status: z.enum(REQUEST_STATUSES) });
export const staffNoteCreateSchema = z.strictObject({ envelope: staffNoteEnvelopeSchema });
/** What the inbox reports after writing a CSV file in the browser (the server sees no row of it). */
export const staffExportedSchema = z.strictObject({ count: z.number().int().min(0).max(1e6) });

/** Most audit entries in one answer; `before` (a number) asks for the older ones. */
export const AUDIT_PAGE = 100;

export const auditQuerySchema = z.strictObject({
  before: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
});
export const auditPageSchema = z.object({
  /** Newest first. */
  entries: z.array(auditEntrySchema),
  /** The entry just before the oldest one here, to check the page's first link against. */
  previous: z.object({ seq: z.number().int(), hash: z.string() }).nullable(),
  /** The server's check of the whole chain. */
  verification: z.discriminatedUnion('ok', [
    z.object({ ok: z.literal(true), checked: z.number().int() }),
    z.object({
      ok: z.literal(false),
      checked: z.number().int(),
      seq: z.number().int(),
      problem: z.enum(['changed', 'missing']),
    }),
  ]),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
