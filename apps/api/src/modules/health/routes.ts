import { apiErrorSchema, healthResponseSchema } from '@waha/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database';
import { connectionErrorSummary } from '../../db/unavailable';
import { sendDatabaseUnavailable } from '../../lib/error-handler';

export interface HealthRoutesOptions {
  database: DatabaseHandle;
}

/**
 * `GET /api/health` for load balancers and uptime checks: 200 only when the database answers a
 * real query, 503 otherwise, so a process that lost its database is taken out of rotation.
 */
export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (
  app,
  { database },
) => {
  app.get(
    '/health',
    { schema: { response: { 200: healthResponseSchema, 503: apiErrorSchema } } },
    async (request, reply) => {
      try {
        await sql`select 1`.execute(database.db);
      } catch (error) {
        request.log.warn(connectionErrorSummary(error), 'health check: database query failed');
        return sendDatabaseUnavailable(reply);
      }
      return { status: 'ok' as const, database: database.dialect };
    },
  );
};
