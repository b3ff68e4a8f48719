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
}
