import { loadConfig } from '../config';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { ensurePrivateDir } from '../lib/private-files';

/**
 * `node apps/api/dist/cli/migrate.js`: migrates the configured database and exits, for deployments
 * that migrate once before starting (or restarting) several API processes. The API also migrates
 * on start, so running this is optional.
 */
try {
  const config = loadConfig();
  ensurePrivateDir(config.dataDir);
  const database = createDatabase(config);
  try {
    const applied = await migrateToLatest(database);
    console.log(applied.length > 0 ? `Applied: ${applied.join(', ')}` : 'Already up to date');
  } finally {
    await database.destroy();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
