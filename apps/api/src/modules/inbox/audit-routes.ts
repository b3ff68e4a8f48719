import { AUDIT_PAGE, auditPageSchema, auditQuerySchema } from '@waha/shared/staff';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../../db/database';
import { appendAudit, auditPage, findAuditEntry, toAuditEntry } from '../audit/repository';
import { auditCsv, verifyAuditTrail } from '../audit/service';
import { requireAdmin, staffGuard, staffOf } from '../staff/sessions';
import type { StaffSessions } from '../staff/sessions';

export interface AuditRoutesOptions {
  database: DatabaseHandle;
  sessions: StaffSessions;
}

/**
 * `/api/staff/audit*`, for admins only (403 `forbidden` for other staff): the trail a page at a
 * time with the server's check of the whole chain, and the whole trail as CSV. There is no way
 * to change or delete an entry through the app.
 */
export const auditRoutes: FastifyPluginAsyncZod<AuditRoutesOptions> = async (app, options) => {
  const { db } = options.database;
  const requireStaff = staffGuard(options.sessions);
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    await requireStaff(request, reply);
    await requireAdmin(request);
  });
  const actorOf = (request: FastifyRequest) => {
    const staff = staffOf(request);
    return { id: staff.staffId, name: staff.name };
  };

  app.get(
    '/',
    { schema: { querystring: auditQuerySchema, response: { 200: auditPageSchema } } },
    async (request) => {
      const { before } = request.query;
      // The first page records that it was seen (and so shows it); older pages do not.
      if (before === undefined)
        await appendAudit(db, { actor: actorOf(request), action: 'audit.viewed' });
      const rows = await auditPage(db, AUDIT_PAGE, before);
      const oldest = rows.at(-1);
      const previous = oldest ? await findAuditEntry(db, Number(oldest.seq) - 1) : undefined;
      const verification = await verifyAuditTrail(db);
      return {
        entries: rows.map(toAuditEntry),
        previous: previous ? { seq: Number(previous.seq), hash: previous.hash } : null,
        verification: verification.ok
          ? { ok: true as const, checked: verification.checked }
          : verification,
      };
    },
  );

  app.get('/export', async (request, reply) => {
    await appendAudit(db, { actor: actorOf(request), action: 'audit.exported' });
    const csv = await auditCsv(db);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="waha-audit-trail.csv"')
      .send(csv);
  });
};
