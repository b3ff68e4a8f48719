import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { DatabaseDialect } from '../src/config';

/** An empty database of its own, described as the environment `loadConfig` reads. */
export interface TestDatabase {
  /** DATA_DIR (a fresh temporary folder) and, except for SQLite, DATABASE_URL. */
  env: Record<string, string>;
  /** Removes the database and the folder; call after the app using it is closed. */
  cleanup(): Promise<void>;
}

export interface DialectSetup {
  name: DatabaseDialect;
  create(): Promise<TestDatabase>;
}

/** Set it to a PostgreSQL database the tests may create (and drop) schemas in. */
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

const tempDataDir = () => mkdtemp(join(tmpdir(), 'waha-test-'));
const removeDir = (dir: string) => rm(dir, { recursive: true, force: true });

/** The default dialect; for tests whose subject does not depend on the database. */
export const sqlite: DialectSetup = {
  name: 'sqlite',
  async create() {
    const dataDir = await tempDataDir();
    return { env: { DATA_DIR: dataDir }, cleanup: () => removeDir(dataDir) };
  },
};

const pglite: DialectSetup = {
  name: 'pglite',
  async create() {
    const dataDir = await tempDataDir();
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: 'pglite://memory' },
      cleanup: () => removeDir(dataDir),
    };
  },
};

/**
 * Each database gets a schema of its own, named at random and dropped afterwards, so test files
 * running in parallel (or several people sharing one server) never see each other's tables. The
 * app reaches it through the URL's `options=-c search_path=…`, i.e. the production code path.
 */
function postgres(adminUrl: string): DialectSetup {
  return {
    name: 'postgres',
    async create() {
      const dataDir = await tempDataDir();
      const schema = `waha_test_${randomUUID().replaceAll('-', '')}`;
      const admin = new pg.Pool({ connectionString: adminUrl, max: 1 });
      await admin.query(`create schema "${schema}"`);
      const url = new URL(adminUrl);
      url.searchParams.set('options', `-c search_path=${schema}`);
      return {
        env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
        async cleanup() {
          try {
            await admin.query(`drop schema "${schema}" cascade`);
          } finally {
            await admin.end();
            await removeDir(dataDir);
          }
        },
      };
    },
  };
}

/** Every database the API supports here; use with `describe.each(dialects)('$name', …)`. */
export const dialects: DialectSetup[] = [
  sqlite,
  pglite,
  ...(TEST_DATABASE_URL ? [postgres(TEST_DATABASE_URL)] : []),
];
