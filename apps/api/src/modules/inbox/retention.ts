import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { appendAudit } from '../audit/repository';

/** Most requests one run deletes: bounded work, whatever has piled up (the next run goes on). */
export const RETENTION_BATCH = 200;
/** How often each server process runs it (and once when it starts). */
export const RETENTION_INTERVAL_MS = 60 * 60_000;

const DAY_MS = 24 * 60 * 60_000;

/**
 * Deletes requests marked handled more than `retentionDays` ago, with their notes, at most
 * `RETENTION_BATCH` at a time; each deletion is written to the audit trail (its id and dates,
 * nothing of its content) in the same transaction. A request marked new again meanwhile, or
 * deleted by another process first, is left alone. Returns how many this call deleted.
 */
export async function deleteExpiredRequests(
  db: Kysely<Database>,
  retentionDays: number,
  now = Date.now(),
): Promise<number> {
  const cutoff = new Date(now - retentionDays * DAY_MS).toISOString();
  const due = await db
    .selectFrom('therapy_requests')
    .select('id')
    .where('status', '=', 'handled')
    .where('handled_at', '<=', cutoff)
    .orderBy('handled_at')
    .limit(RETENTION_BATCH)
    .execute();
  let deleted = 0;
  for (const { id } of due) {
    const done = await db.transaction().execute(async (trx) => {
      const row = await trx
        .deleteFrom('therapy_requests')
        .where('id', '=', id)
        .where('status', '=', 'handled')
        .where('handled_at', '<=', cutoff)
        .returning(['created_at', 'handled_at'])
        .executeTakeFirst();
      if (!row) return false;
      await trx.deleteFrom('staff_notes').where('request_id', '=', id).execute();
      await appendAudit(trx, {
        actor: 'server',
        action: 'request.deleted',
        requestId: id,
        detail: { receivedAt: row.created_at, handledAt: row.handled_at, retentionDays },
      });
      return true;
    });
    if (done) deleted += 1;
  }
  return deleted;
}

/**
 * Runs retention when the server is ready and then every hour, never two runs at once; stops
 * with the server (waiting for a run in progress). A failed run is logged and tried next time.
 */
export function scheduleRetention(
  app: FastifyInstance,
  db: Kysely<Database>,
  retentionDays: number,
): void {
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  const run = () => {
    running ??= deleteExpiredRequests(db, retentionDays)
      .then((count) => {
        if (count > 0) app.log.info({ count, retentionDays }, 'deleted handled session requests');
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'retention of requests failed'))
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, RETENTION_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
