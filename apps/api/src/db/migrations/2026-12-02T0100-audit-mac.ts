import type { Kysely } from 'kysely';

/**
 * Each audit entry may carry `mac`: HMAC-SHA-256 of its hash with the server's audit key, which
 * is kept in DATA_DIR and never in the database (`modules/audit/key.ts`). Entries written before
 * the key existed have none.
 */

// Frozen history: written against an untyped Kysely, like every migration.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('audit_log').addColumn('mac', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('audit_log').dropColumn('mac').execute();
}
