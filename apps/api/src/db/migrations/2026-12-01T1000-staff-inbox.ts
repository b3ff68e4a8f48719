import type { Kysely } from 'kysely';

/**
 * The staff inbox (README, "Session requests"): the staff public keys requests are sealed to,
 * staff accounts with their setup links and sessions, sealed notes on requests, the audit trail,
 * and when a request was marked handled (its retention counts from then). Only types and
 * constraints that SQLite and PostgreSQL both accept; see `../schema.ts` for the conventions.
 */

// Frozen history: written against an untyped Kysely, like every migration.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('staff_keys')
    .addColumn('key_id', 'text', (col) => col.primaryKey())
    .addColumn('public_key', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('staff_members')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('name_key', 'text', (col) => col.notNull().unique())
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('disabled_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('staff_setup_links')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('staff_id', 'text', (col) =>
      col.notNull().references('staff_members.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('staff_setup_links_staff_id_idx')
    .on('staff_setup_links')
    .column('staff_id')
    .execute();

  await db.schema
    .createTable('staff_sessions')
    .addColumn('id_hash', 'text', (col) => col.primaryKey())
    .addColumn('staff_id', 'text', (col) =>
      col.notNull().references('staff_members.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_seen_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('staff_sessions_staff_id_idx')
    .on('staff_sessions')
    .column('staff_id')
    .execute();
  await db.schema
    .createIndex('staff_sessions_expires_at_idx')
    .on('staff_sessions')
    .column('expires_at')
    .execute();

  await db.schema
    .createTable('staff_notes')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('request_id', 'text', (col) =>
      col.notNull().references('therapy_requests.id').onDelete('cascade'),
    )
    .addColumn('author_id', 'text', (col) => col.notNull().references('staff_members.id'))
    .addColumn('ciphertext', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('staff_notes_request_id_idx')
    .on('staff_notes')
    .columns(['request_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('seq', 'integer', (col) => col.primaryKey())
    .addColumn('at', 'text', (col) => col.notNull())
    .addColumn('actor_id', 'text')
    .addColumn('actor', 'text', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('request_id', 'text')
    .addColumn('detail', 'text', (col) => col.notNull())
    .addColumn('prev_hash', 'text', (col) => col.notNull())
    .addColumn('hash', 'text', (col) => col.notNull())
    .execute();

  await db.schema.alterTable('therapy_requests').addColumn('handled_at', 'text').execute();
  // Requests already handled start their retention now: when they were handled is not known.
  await db
    .updateTable('therapy_requests')
    .set({ handled_at: new Date().toISOString() })
    .where('status', '=', 'handled')
    .execute();
  // Retention finds the handled requests by when they were handled.
  await db.schema
    .createIndex('therapy_requests_status_handled_at_idx')
    .on('therapy_requests')
    .columns(['status', 'handled_at'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('therapy_requests_status_handled_at_idx').execute();
  await db.schema.alterTable('therapy_requests').dropColumn('handled_at').execute();
  await db.schema.dropTable('audit_log').execute();
  await db.schema.dropTable('staff_notes').execute();
  await db.schema.dropTable('staff_sessions').execute();
  await db.schema.dropTable('staff_setup_links').execute();
  await db.schema.dropTable('staff_members').execute();
  await db.schema.dropTable('staff_keys').execute();
}
