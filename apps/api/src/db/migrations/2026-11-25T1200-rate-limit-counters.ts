import type { Kysely } from 'kysely';

/**
 * Rate-limit counters that every API process shares (used on PostgreSQL; a SQLite server counts
 * in memory). `key` is a scope and an HMAC of what it counts, never an address or a nickname;
 * `reset_at` is when its window ends (ISO 8601 text, like every timestamp here).
 */

// Frozen history: written against an untyped Kysely, like every migration.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('rate_limit_counters')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addColumn('reset_at', 'text', (col) => col.notNull())
    .execute();
  // Ended windows are deleted by it.
  await db.schema
    .createIndex('rate_limit_counters_reset_at_idx')
    .on('rate_limit_counters')
    .column('reset_at')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('rate_limit_counters').execute();
}
