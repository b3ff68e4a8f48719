import type { Generated } from 'kysely';

/**
 * Kysely's view of the tables the migrations create. Keep it in step with `migrations/`.
 *
 * Conventions, chosen because both SQLite and PostgreSQL store and return them unchanged:
 * - ids are text UUIDs;
 * - timestamps are text, ISO 8601 in UTC with milliseconds (`new Date().toISOString()`), so
 *   comparing the strings compares the instants;
 * - keys, salts and ciphertexts are base64 text; JSON is text.
 */

export interface UsersTable {
  id: string;
  /** As the user typed it (after NFKC and trimming), for display. */
  nickname: string;
  /** Normalised for case-insensitive uniqueness. */
  nickname_key: string;
  gender: string;
  nickname_category: string;
  nickname_item: string;
  nickname_colour: string;
  kdf_salt: string;
  /** JSON text: the key-derivation parameters the browser used. */
  kdf_params: string;
  /** Argon2id hash of the browser's authKey; never the password. */
  auth_hash: string;
  wrapped_data_key: string;
  recovery_hash: string;
  recovery_wrapped_data_key: string;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  /** SHA-256 of the cookie token, so a database leak does not leak live sessions. */
  id_hash: string;
  user_id: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  /** SHA-256 of the device's unlock secret while the app lock is set there; else null. */
  lock_hash: string | null;
}

export interface RecordsTable {
  user_id: string;
  kind: string;
  /** Chosen by the client (a UUID); unique per user and kind. */
  id: string;
  version: number;
  ciphertext: string;
  /** The ciphertext's length, for the account's storage quota. */
  size: number;
  updated_at: string;
}

export interface TherapyRequestsTable {
  id: string;
  /** Sealed to the staff public key; the server cannot read it. */
  ciphertext: string;
  created_at: string;
  /** Defaults to 'new' in the database. */
  status: Generated<string>;
  /** When it was last marked handled (null while new); retention counts from it. */
  handled_at: Generated<string | null>;
}

/** The staff public keys requests are sealed to; the newest is the one in use. */
export interface StaffKeysTable {
  /** `staffKeyId` of the key (packages/shared/src/staff-seal.ts). */
  key_id: string;
  /** The public JWK as JSON text (never the private half). */
  public_key: string;
  created_at: string;
}

export interface StaffMembersTable {
  id: string;
  /** As given to `npm run staff -- add`, NFKC and trimmed. */
  name: string;
  /** `staffNameKey(name)`: unique, and what sign-in looks a name up by. */
  name_key: string;
  /** 'staff' or 'admin'. */
  role: string;
  /** Argon2id of the password; null until the setup link is used. */
  password_hash: Generated<string | null>;
  disabled_at: Generated<string | null>;
  created_at: string;
  updated_at: string;
}

/** A setup link's token, by its SHA-256: single use, valid until `expires_at`. */
export interface StaffSetupLinksTable {
  token_hash: string;
  staff_id: string;
  created_at: string;
  expires_at: string;
}

/** Staff sessions, apart from the people's: SHA-256 of the cookie token. */
export interface StaffSessionsTable {
  id_hash: string;
  staff_id: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
}

/** Notes on requests, sealed in the inbox to the staff key; the server cannot read them. */
export interface StaffNotesTable {
  id: string;
  request_id: string;
  author_id: string;
  /** The sealed note's envelope, as JSON text. */
  ciphertext: string;
  created_at: string;
}

/** The audit trail: append-only, each entry hashing the one before (`audit-chain.ts`). */
export interface AuditLogTable {
  seq: number;
  at: string;
  actor_id: string | null;
  actor: string;
  action: string;
  request_id: string | null;
  /** JSON text: ids, statuses and counts, never a request's or a note's content. */
  detail: string;
  prev_hash: string;
  hash: string;
  /** HMAC-SHA-256 (hex) of `hash` with the audit key kept outside the database; null before it. */
  mac: string | null;
}

/** Secrets the server generates once and every process shares (base64 `value`). */
export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: string;
}

/** Shared rate-limit windows (PostgreSQL); see `lib/rate-limit.ts`. */
export interface RateLimitCountersTable {
  /** A scope and an HMAC of what is counted. */
  key: string;
  count: number;
  /** When the window ends. */
  reset_at: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  records: RecordsTable;
  therapy_requests: TherapyRequestsTable;
  server_secrets: ServerSecretsTable;
  rate_limit_counters: RateLimitCountersTable;
  staff_keys: StaffKeysTable;
  staff_members: StaffMembersTable;
  staff_setup_links: StaffSetupLinksTable;
  staff_sessions: StaffSessionsTable;
  staff_notes: StaffNotesTable;
  audit_log: AuditLogTable;
}
