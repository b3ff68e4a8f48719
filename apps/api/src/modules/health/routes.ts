import { apiErrorSchema, healthResponseSchema } from '@waha/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database';

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
        request.log.error({ err: error }, 'health check: database query failed');
        return reply
          .code(503)
          .send({ code: 'database_unavailable', message: 'The database is not available' });
      }
      return { status: 'ok' as const, database: database.dialect };
    },
  );
};
