import type { Kysely } from 'kysely';

/**
 * Secrets the server makes for itself and every process must share, such as the key of the fake
 * login parameters for nicknames that have no account. `value` is base64.
 */

// Frozen history: written against an untyped Kysely, like every migration.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('server_secrets')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('server_secrets').execute();
}
