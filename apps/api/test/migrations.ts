import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import type { DatabaseHandle } from '../src/db/database';
import { migrations } from '../src/db/migrations/registry';

/**
 * Migrates a fresh database up to `name` and no further: the schema as it was then, for a test of
 * the migration after it. On PostgreSQL, Kysely's own tables go to the test's schema, as
 * `migrateToLatest` puts them.
 */
export async function migrateTo(database: DatabaseHandle, name: string): Promise<void> {
  const schema =
    database.dialect === 'sqlite'
      ? undefined
      : (await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db))
          .rows[0]?.schema;
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error } = await migrator.migrateTo(name);
  if (error !== undefined) throw error;
}
