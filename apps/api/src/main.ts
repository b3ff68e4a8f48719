import { buildApp } from './app';
import { loadConfig } from './config';
import type { AppConfig } from './config';
import { createDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { connectionErrorSummary } from './db/unavailable';
import { createLogger } from './lib/logger';
import { ensurePrivateDir } from './lib/private-files';

/** How long in-flight requests get to finish after SIGTERM/SIGINT before the process gives up. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main(): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    // No logger yet: its level is part of the configuration that just failed.
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  const logger = createLogger(config);

  try {
    ensurePrivateDir(config.dataDir);
    const database = createDatabase(config, {
      // Code and message only: the error may carry the connection, which is no one's business.
      onBackgroundError: (error) =>
        logger.warn(connectionErrorSummary(error), 'database connection lost'),
    });
    const applied = await migrateToLatest(database);
    if (applied.length > 0) logger.info({ migrations: applied }, 'database migrated');

    const app = await buildApp(config, { database, logger });
    handleShutdownSignals(app.close.bind(app), logger);
    await app.listen({ host: config.host, port: config.port });
    const address = app.server.address();
    const port = typeof address === 'object' && address !== null ? address.port : config.port;
    const host = config.host.includes(':') ? `[${config.host}]` : config.host;
    logger.info({ url: `http://${host}:${port}/` }, 'Waha is listening');
  } catch (error) {
    logger.fatal({ err: error }, 'could not start');
    process.exit(1);
  }
}

/**
 * First signal: stop accepting connections, let in-flight requests finish, close the database
 * (Fastify's close does all three), then exit 0 — or exit 1 if that takes too long.
 * Second signal: exit at once.
 */
function handleShutdownSignals(
  close: () => Promise<void>,
  logger: ReturnType<typeof createLogger>,
): void {
  let shuttingDown = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (shuttingDown) {
      logger.warn({ signal }, 'second signal: exiting without waiting');
      process.exit(1);
    }
    shuttingDown = true;
    logger.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      logger.error({ timeoutMs: SHUTDOWN_TIMEOUT_MS }, 'shutdown timed out');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    close().then(
      () => {
        clearTimeout(timer);
        logger.info('shut down');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

await main();
