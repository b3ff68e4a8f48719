import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AppConfig } from './config';
import { createDatabase } from './db/database';
import type { DatabaseHandle } from './db/database';
import { registerErrorHandler } from './lib/error-handler';
import { createLogger } from './lib/logger';
import { registerSecurityHeaders } from './lib/security-headers';
import { registerWebApp } from './lib/web-app';
import { healthRoutes } from './modules/health/routes';

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
}

/**
 * The whole HTTP application, not yet listening: `main.ts` listens, tests call `app.inject()`.
 * Plugins are loaded (awaited) here, so routes added afterwards, e.g. by a test, still get the
 * rate limiter's per-route options and every hook. Closing the app closes its database.
 */
export async function buildApp(config: AppConfig, deps: AppDeps = {}): Promise<App> {
  const database = deps.database ?? createDatabase(config);
  const app = Fastify({
    loggerInstance: deps.logger ?? createLogger(config),
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onClose', () => database.destroy());

  registerErrorHandler(app);
  await registerSecurityHeaders(app);
  // Off by default: each route that needs a limit (login, registration, …) opts in with
  // `config: { rateLimit: { … } }`.
  await app.register(rateLimit, { global: false });

  await app.register(healthRoutes, { prefix: '/api', database });

  await registerWebApp(app, config.webDistDir);
  return app;
}
