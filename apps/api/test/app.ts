import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from '../src/app';
import type { App } from '../src/app';
import { loadConfig } from '../src/config';
import type { AppConfig } from '../src/config';
import { createDatabase } from '../src/db/database';
import type { DatabaseHandle } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { createLogger } from '../src/lib/logger';
import type { DialectSetup } from './dialects';
import { createMigratedPglite } from './pglite-template';

export interface TestApp {
  app: App;
  database: DatabaseHandle;
  config: AppConfig;
  /** Closes the app (and with it the database), then removes the database. */
  cleanup(): Promise<void>;
}

export interface TestAppOptions {
  /** Extra environment for `loadConfig`, e.g. WEB_DIST_DIR. */
  env?: Record<string, string>;
  logger?: FastifyBaseLogger;
  /** Stands in for the auth routes' waits, e.g. to record them instead. */
  sleep?: (ms: number) => Promise<void>;
}

/**
 * An app on a fresh, migrated database of the given dialect. Logs are silent and there is no web
 * build nor inbox build (WEB_DIST_DIR, STAFF_DIST_DIR point at missing folders) unless the
 * options say otherwise.
 */
export async function createTestApp(
  dialect: DialectSetup,
  options: TestAppOptions = {},
): Promise<TestApp> {
  const testDatabase = await dialect.create();
  const dataDir = testDatabase.env.DATA_DIR ?? '';
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: join(dataDir, 'no-web-build'),
    STAFF_DIST_DIR: join(dataDir, 'no-staff-build'),
    ...testDatabase.env,
    ...options.env,
  });
  const database =
    config.database.dialect === 'pglite' ? await createMigratedPglite() : createDatabase(config);
  // Also for the PGlite copy of a migrated database: it proves there is nothing left to do.
  await migrateToLatest(database);
  const app = await buildApp(config, {
    database,
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.sleep ? { sleep: options.sleep } : {}),
  });
  return {
    app,
    database,
    config,
    async cleanup() {
      await app.close();
      await testDatabase.cleanup();
    },
  };
}

/** A logger that keeps its JSON lines in memory, for tests that check what gets logged. */
export function createMemoryLogger(level: AppConfig['logLevel'] = 'info') {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  const logger = createLogger({ logLevel: level }, stream);
  return {
    logger,
    lines,
    /** Every line parsed; the raw text is in `lines`. */
    entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}
