import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { DatabaseHandle } from '../../db/database';
import type { RateLimiter } from '../../lib/rate-limit';
import type { Sleep } from '../auth/rate-limits';
import { auditRoutes } from './audit-routes';
import { scheduleRetention } from './retention';
import { inboxRoutes } from './routes';
import { registerInboxApp, registerStaffHost } from '../staff/inbox-app';
import { staffAuthRoutes } from '../staff/routes';
import { createStaffSessions } from '../staff/sessions';

export interface StaffOptions {
  config: Pick<AppConfig, 'staffDistDir' | 'staffOrigin' | 'org'>;
  database: DatabaseHandle;
  limiter: RateLimiter;
  sleep: Sleep;
}

/**
 * Everything of the staff inbox (README, "Session requests"): its API under `/api/staff` (staff
 * accounts' sessions, the requests as ciphertext, notes, the audit trail), its pages at `/staff`,
 * the separation of hosts when it has one of its own, and the retention of handled requests.
 */
export async function registerStaff(app: FastifyInstance, options: StaffOptions): Promise<void> {
  const { config, database, limiter } = options;
  const sessions = createStaffSessions(database.db);
  registerStaffHost(app, config.staffOrigin);
  app.decorateRequest('staff', null);
  await app.register(
    async (api) => {
      await api.register(staffAuthRoutes, { database, sessions, limiter, sleep: options.sleep });
      await api.register(inboxRoutes, { database, sessions, limiter });
      await api.register(auditRoutes, { prefix: '/audit', database, sessions });
    },
    { prefix: '/api/staff' },
  );
  await registerInboxApp(app, config.staffDistDir);
  scheduleRetention(app, database.db, config.org.sessionRequests.handledRetentionDays);
}
