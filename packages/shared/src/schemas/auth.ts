import { z } from 'zod';
import { GENDERS } from '../constants';
import { NICKNAME_MAX_LENGTH, hasForbiddenNicknameCharacters, nicknameProblem } from '../nickname';
import { isBuilderChoice } from '../nickname-words';

/**
 * End-to-end encryption protocol v1 (DESIGN.md): the browser derives keys from the password with
 * Argon2id and sends only `authKey` (never the password) and keys wrapped under keys it alone holds.
 */

/** Standard base64 of raw bytes. */
const base64 = (minBytes: number, maxBytes: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'expected base64')
    .refine((value) => {
      const bytes = Math.floor((value.length * 3) / 4) - (value.match(/=+$/)?.[0].length ?? 0);
      return bytes >= minBytes && bytes <= maxBytes;
    }, `expected ${minBytes} to ${maxBytes} bytes`);

export const saltSchema = base64(16, 16);
/** A 32-byte key or proof derived in the browser. */
export const derivedKeySchema = base64(32, 32);
/** A key wrapped with AES-256-GCM: 12-byte IV, 32-byte key, 16-byte tag. */
export const wrappedKeySchema = base64(60, 60);

export const kdfParamsSchema = z.object({
  algorithm: z.literal('argon2id'),
  /** Memory in KiB: at least 19 MiB (OWASP minimum), at most 1 GiB. */
  memoryKiB: z
    .number()
    .int()
    .min(19 * 1024)
    .max(1024 * 1024),
  iterations: z.number().int().min(1).max(20),
  parallelism: z.number().int().min(1).max(8),
});
export type KdfParams = z.infer<typeof kdfParamsSchema>;

/**
 * A nickname as someone types it to log in or recover. Characters no nickname holds (controls,
 * invisible formatting, lone surrogates) are refused with 400 `validation_error`; the other rules
 * are not checked here: a name that could never have been registered is not found, and answered
 * like a wrong password.
 */
export const typedNicknameSchema = z
  .string()
  .max(NICKNAME_MAX_LENGTH * 4)
  .refine((value) => !hasForbiddenNicknameCharacters(value), 'nickname_invalidCharacters');

/** A new nickname, with every rule of `nicknameProblem` (which include the characters above). */
export const nicknameSchema = z
  .string()
  .max(NICKNAME_MAX_LENGTH * 4)
  .superRefine((value, ctx) => {
    const problem = nicknameProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: `nickname_${problem}` });
  });

export const genderSchema = z.enum(GENDERS);

export const nicknamePartsSchema = z.object({
  category: z.string().min(1).max(40),
  item: z.string().min(1).max(40),
  colour: z.string().min(1).max(40),
});
export type NicknameParts = z.infer<typeof nicknamePartsSchema>;

/** At registration: only a theme, word and colour the nickname builder offers. */
export const builderNicknamePartsSchema = nicknamePartsSchema.refine(
  isBuilderChoice,
  'nickname_parts_unknown',
);

/** What the browser may know about the signed-in person (no secrets). */
export const accountSchema = z.object({
  id: z.string(),
  nickname: z.string(),
  gender: genderSchema,
  nicknameParts: nicknamePartsSchema,
  createdAt: z.string(),
});
export type Account = z.infer<typeof accountSchema>;

export const authParamsQuerySchema = z.object({ nickname: typedNicknameSchema });
export const authParamsResponseSchema = z.object({ salt: saltSchema, kdf: kdfParamsSchema });
export type AuthParamsResponse = z.infer<typeof authParamsResponseSchema>;

/** The key material sent whenever a password is set (registration, change, recovery). */
export const passwordKeysSchema = z.object({
  salt: saltSchema,
  kdf: kdfParamsSchema,
  authKey: derivedKeySchema,
  wrappedDataKey: wrappedKeySchema,
});
export type PasswordKeys = z.infer<typeof passwordKeysSchema>;

/** The key material of a recovery code. */
export const recoveryKeysSchema = z.object({
  recoveryAuth: derivedKeySchema,
  recoveryWrappedDataKey: wrappedKeySchema,
});
export type RecoveryKeys = z.infer<typeof recoveryKeysSchema>;

export const registerRequestSchema = z.object({
  nickname: nicknameSchema,
  gender: genderSchema,
  nicknameParts: builderNicknamePartsSchema,
  keys: passwordKeysSchema,
  recovery: recoveryKeysSchema,
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** Signed in: the account and the data key wrapped under the password's key. */
export const sessionResponseSchema = z.object({
  account: accountSchema,
  wrappedDataKey: wrappedKeySchema,
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const nicknameTakenSchema = z.object({
  code: z.literal('nickname_taken'),
  message: z.string(),
  suggestions: z.array(z.string()).length(3),
});

export const loginRequestSchema = z.object({
  nickname: typedNicknameSchema,
  authKey: derivedKeySchema,
});

/** Step one of recovery: prove the recovery code, get the data key wrapped under it. */
export const recoveryKeyRequestSchema = z.object({
  nickname: typedNicknameSchema,
  recoveryAuth: derivedKeySchema,
});
export const recoveryKeyResponseSchema = z.object({ recoveryWrappedDataKey: wrappedKeySchema });

/** Step two: the same proof, the data key re-wrapped under the new password and a new code. */
export const recoverRequestSchema = recoveryKeyRequestSchema.extend({
  keys: passwordKeysSchema,
  recovery: recoveryKeysSchema,
});
export type RecoverRequest = z.infer<typeof recoverRequestSchema>;

export const updateAccountRequestSchema = z.object({ gender: genderSchema });

export const changePasswordRequestSchema = z.object({
  currentAuthKey: derivedKeySchema,
  keys: passwordKeysSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;
