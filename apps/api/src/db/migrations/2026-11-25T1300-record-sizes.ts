import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * Each record's size (characters of ciphertext, as stored), so an account's storage quota is one
 * sum over its own rows rather than a read of every ciphertext. Existing rows are measured here.
 */

// Frozen history: written against an untyped Kysely, like every migration.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('records')
    .addColumn('size', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db
    .updateTable('records')
    .set({ size: sql`length(ciphertext)` })
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('records').dropColumn('size').execute();
}
