import { z } from 'zod';
import { LANGUAGES, type Language } from './constants';
import { SESSION_LANGUAGES } from './session-request';

/**
 * The deploying organisation's configuration: one JSON file, named by `WAHA_ORG_CONFIG`, read and
 * checked when the server starts. Every field is optional; without the file Waha behaves as it
 * does out of the box (no organisation name, no local contacts, session requests offered in every
 * language, the built-in neutral page for the quick exit). Texts are shown as text, never as
 * markup, and are given in both interface languages.
 */

/** Longest organisation name and contact text, in characters. */
export const ORG_NAME_MAX_LENGTH = 80;
export const ORG_CONTACT_TEXT_MAX_LENGTH = 600;
/** Longest label and opening hours of an emergency contact, and most contacts per language. */
export const ORG_CONTACT_LABEL_MAX_LENGTH = 80;
export const ORG_CONTACT_HOURS_MAX_LENGTH = 80;
export const ORG_EMERGENCY_CONTACTS_MAX = 8;
/** How long a handled session request is kept before it is deleted, by default and at most. */
export const HANDLED_REQUEST_RETENTION_DAYS_DEFAULT = 180;
export const HANDLED_REQUEST_RETENTION_DAYS_MAX = 3650;

/**
 * Control characters (but a line break) and every invisible formatting character (Unicode's
 * Cf: bidi controls, the Arabic letter mark, zero-width ones, the word joiner, a byte-order mark,
 * the soft hyphen), which could hide or reorder a text.
 */
const HIDDEN = /(?!\n)[\p{Cc}\p{Cf}]/u;

function hasHiddenCharacters(value: string): boolean {
  return HIDDEN.test(value);
}

const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1, { message: 'must not be empty' })
    .max(max, { message: `must be at most ${max} characters` })
    .refine((value) => !hasHiddenCharacters(value), {
      message: 'must not contain control, bidi or zero-width characters',
    });

/** The same field in each interface language: both are required, so neither language is left out. */
const inEachLanguage = <T extends z.ZodType>(schema: T) =>
  z.strictObject(
    Object.fromEntries(LANGUAGES.map((language) => [language, schema])) as Record<Language, T>,
  );

/** Digits, spaces and a leading `+`: a number is shown and dialled as written, nothing else. */
const phoneNumber = z
  .string()
  .trim()
  .regex(/^\+?[0-9][0-9 ]*$/, { message: 'must be digits and spaces, with an optional leading +' })
  .refine((value) => value.replace(/\D/g, '').length <= 15, {
    message: 'must have at most 15 digits',
  });

/** An https address with a host and no user name or password. */
const httpsAddress = z
  .string()
  .trim()
  .regex(/^https:\/\/[a-z0-9.-]+(:\d{1,5})?([/?#][^\s]*)?$/i, {
    message: 'must be an https:// address (no user name or password)',
  });

export const emergencyContactSchema = z.strictObject({
  /** Who answers, e.g. "Civil defence" or "The clinic's duty line". */
  label: text(ORG_CONTACT_LABEL_MAX_LENGTH),
  number: phoneNumber,
  /** When it answers, e.g. "Every day, 8:00–20:00"; left out when it always answers. */
  hours: text(ORG_CONTACT_HOURS_MAX_LENGTH).optional(),
});
export type EmergencyContact = z.infer<typeof emergencyContactSchema>;

export const orgConfigSchema = z.strictObject({
  /** The organisation's name, shown on the front page and the session request. */
  name: inEachLanguage(text(ORG_NAME_MAX_LENGTH)).optional(),
  /** How to reach the organisation (not for emergencies), shown with its name. */
  contact: inEachLanguage(text(ORG_CONTACT_TEXT_MAX_LENGTH)).optional(),
  sessionRequests: z
    .strictObject({
      /** Whether people may ask for sessions at all. */
      offered: z.boolean().default(true),
      /** The session languages offered on the form ("either" lets the team choose). */
      languages: z
        .array(z.enum(SESSION_LANGUAGES))
        .min(1, { message: 'must offer at least one language' })
        .refine((list) => new Set(list).size === list.length, {
          message: 'must not name a language twice',
        })
        .default([...SESSION_LANGUAGES]),
      /** Days a request marked handled is kept before it is deleted. */
      handledRetentionDays: z
        .number()
        .int({ message: 'must be a whole number of days' })
        .min(1)
        .max(HANDLED_REQUEST_RETENTION_DAYS_MAX)
        .default(HANDLED_REQUEST_RETENTION_DAYS_DEFAULT),
    })
    .prefault({}),
  /**
   * Local emergency contacts the organisation has verified, per interface language, shown beside
   * the emergency sentence. Waha itself never invents a number.
   */
  emergencyContacts: inEachLanguage(
    z.array(emergencyContactSchema).max(ORG_EMERGENCY_CONTACTS_MAX, {
      message: `must list at most ${ORG_EMERGENCY_CONTACTS_MAX} contacts`,
    }),
  ).optional(),
  /** The neutral page the quick exit opens, per interface language (https only). */
  quickExit: inEachLanguage(httpsAddress).optional(),
});

export type OrgConfig = z.output<typeof orgConfigSchema>;

/** Waha out of the box: what a server without `WAHA_ORG_CONFIG` uses. */
export const DEFAULT_ORG_CONFIG: OrgConfig = orgConfigSchema.parse({});

/**
 * What of the configuration browsers receive: everything a screen shows. (The retention of
 * handled requests is the server's business.)
 */
export interface PublicOrgConfig {
  name?: Record<Language, string>;
  contact?: Record<Language, string>;
  sessionRequests: { offered: boolean; languages: OrgConfig['sessionRequests']['languages'] };
  emergencyContacts?: Record<Language, EmergencyContact[]>;
  quickExit?: Record<Language, string>;
}

export function publicOrgConfig(config: OrgConfig): PublicOrgConfig {
  const { offered, languages } = config.sessionRequests;
  return { ...config, sessionRequests: { offered, languages } };
}
