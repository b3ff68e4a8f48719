import { readFile, writeFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect } from 'kysely';
import { inject } from 'vitest';
import type { DatabaseHandle } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import type { Database } from '../src/db/schema';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tar file of a migrated PGlite data directory, written by `global-setup.ts`. */
    pgliteTemplate?: string;
  }
}

function handle(pglite: PGlite | (() => Promise<PGlite>)): DatabaseHandle {
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  let destroyed: Promise<void> | undefined;
  return { db, dialect: 'pglite', destroy: () => (destroyed ??= db.destroy()) };
}

/** Migrates a new PGlite database and writes its data directory to `file`. */
export async function writePgliteTemplate(file: string): Promise<void> {
  const pglite = await PGlite.create();
  const database = handle(pglite);
  try {
    await migrateToLatest(database);
    const dump = await pglite.dumpDataDir('none');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.destroy();
  }
}

let template: Promise<Blob | undefined> | undefined;

async function readTemplate(): Promise<Blob | undefined> {
  const file = inject('pgliteTemplate');
  return file ? new Blob([await readFile(file)]) : undefined;
}

/**
 * A fresh in-memory PGlite database, already migrated, for app tests. Starting PGlite runs
 * initdb in WebAssembly (1.5 to 3 s); loading a copy of one migrated database, made once per run
 * by the global setup, takes a fraction of that, so each describe block can afford an app of its
 * own. Without the setup (another runner), it migrates an empty database instead. The production
 * path, `createDatabase` with `pglite://memory`, is what `db/migrate.test.ts` exercises.
 */
export async function createMigratedPglite(): Promise<DatabaseHandle> {
  template ??= readTemplate();
  const loadDataDir = await template;
  const database = handle(() => PGlite.create(loadDataDir ? { loadDataDir } : {}));
  if (!loadDataDir) await migrateToLatest(database);
  return database;
}
