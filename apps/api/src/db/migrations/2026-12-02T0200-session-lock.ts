import type { Kysely } from 'kysely';

/**
 * A session's lock (docs/device-data.md, "The session while locked"): the SHA-256 of a secret the
 * device keeps sealed under its app lock. While it is set, the session is refused without that
 * secret, so a locked phone's cookie alone opens nothing. Null for a session without a lock.
 */

// Frozen history: written against an untyped Kysely, like every migration.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('lock_hash', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('lock_hash').execute();
}
