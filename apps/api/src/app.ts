import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fastifyTrustProxy } from './config';
import type { AppConfig } from './config';
import { createDatabase } from './db/database';
import type { DatabaseHandle } from './db/database';
import { registerCsrfProtection } from './lib/csrf';
import { refuseApiPages } from './lib/no-api-pages';
import { registerErrorHandler } from './lib/error-handler';
import { registerJsonBodyParser } from './lib/json-body';
import { createLogger } from './lib/logger';
import { RATE_LIMIT_SECRET, countersFor, createRateLimiter } from './lib/rate-limit';
import { registerSecurityHeaders } from './lib/security-headers';
import { cachedServerSecret } from './lib/server-secret';
import { registerWebApp } from './lib/web-app';
import { accountRoutes } from './modules/account/routes';
import { loadAuditKey } from './modules/audit/key';
import { authRoutes } from './modules/auth/routes';
import { AUTH_PARAMS_SECRET } from './modules/auth/service';
import { healthRoutes } from './modules/health/routes';
import { recordsRoutes } from './modules/records/routes';
import { createSessions } from './modules/sessions/service';
import { registerStaff } from './modules/inbox/register';
import { sessionRequestsRoutes } from './modules/session-requests/routes';

export type App = FastifyInstance<
  Server,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export interface AppDeps {
  /** A database already migrated; by default one is opened from the config (not migrated). */
  database?: DatabaseHandle;
  /** By default, JSON lines on stdout at the configured level. */
  logger?: FastifyBaseLogger;
  /** How the auth routes wait before checking an attempt at a much-failed nickname. */
  sleep?: (ms: number) => Promise<void>;
}

/**
 * The whole HTTP application, not yet listening: `main.ts` listens, tests call `app.inject()`.
 * Plugins are loaded (awaited) here, so routes added afterwards, e.g. by a test, still get every
 * hook. Closing the app closes its database.
 */
export async function buildApp(config: AppConfig, deps: AppDeps = {}): Promise<App> {
  const database = deps.database ?? createDatabase(config);
  const app = Fastify({
    loggerInstance: deps.logger ?? createLogger(config),
    trustProxy: fastifyTrustProxy(config.trustProxy),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // Every response is checked against its route's schema and written with the fields it names
  // only, in every environment: nothing a handler adds by mistake leaves the server.
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onClose', () => database.destroy());

  // Before anything can append to the audit trail: every entry carries its MAC.
  await loadAuditKey(database.db, config.dataDir);
  registerErrorHandler(app);
  registerSecurityHeaders(app);
  const limiter = createRateLimiter({
    counters: countersFor(database),
    secret: cachedServerSecret(database.db, RATE_LIMIT_SECRET),
    scale: config.authRateLimitScale,
  });
  // Registered once, here, for the session cookie and the web app's language cookie.
  await app.register(fastifyCookie);
  registerCsrfProtection(app, config.publicOrigin, config.staffOrigin);
  refuseApiPages(app);
  registerJsonBodyParser(app);
  app.decorateRequest('auth', null);

  const sessions = createSessions(database.db, config.session);
  const sleep = deps.sleep ?? ((ms: number) => delay(ms));
  await app.register(healthRoutes, { prefix: '/api', database });
  await app.register(authRoutes, {
    prefix: '/api/auth',
    database,
    sessions,
    paramsSecret: cachedServerSecret(database.db, AUTH_PARAMS_SECRET),
    limiter,
    sleep,
  });
  await app.register(accountRoutes, { prefix: '/api/account', database, sessions, limiter });
  await app.register(recordsRoutes, { prefix: '/api/records', database, sessions, limiter });
  await app.register(sessionRequestsRoutes, {
    prefix: '/api/therapy-requests',
    database,
    dataDir: config.dataDir,
    limiter,
    offer: config.org.sessionRequests,
  });
  await registerStaff(app, { config, database, limiter, sleep });

  await registerWebApp(app, config);
  return app;
}
