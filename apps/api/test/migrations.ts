import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterEach, beforeEach } from 'vitest';
import { loadConfig } from '../src/config';
import { createDatabase } from '../src/db/database';
import type { DatabaseHandle } from '../src/db/database';
import { migrations } from '../src/db/migrations/registry';
import type { DialectSetup, TestDatabase } from './dialects';

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

/**
 * An empty database of `dialect` for each test of a migration (nothing migrated yet: the test
 * migrates it with `migrateTo`), removed after it. Call inside a describe block; read it with the
 * returned function.
 */
export function emptyDatabaseEachTest(dialect: DialectSetup): () => DatabaseHandle {
  let testDatabase: TestDatabase | undefined;
  let database: DatabaseHandle | undefined;
  beforeEach(async () => {
    testDatabase = await dialect.create();
    database = createDatabase(loadConfig(testDatabase.env));
  });
  afterEach(async () => {
    await database?.destroy();
    await testDatabase?.cleanup();
  });
  return () => {
    if (!database) throw new Error('emptyDatabaseEachTest: read the database inside a test');
    return database;
  };
}
