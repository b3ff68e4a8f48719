import type { Kysely } from 'kysely';

/**
 * The first schema: accounts, sessions, encrypted records and therapy requests (DESIGN.md, "Data
 * model"). Only types and constraints that SQLite and PostgreSQL both accept: `text`, `integer`,
 * primary, unique and foreign keys. See `../schema.ts` for the storage conventions.
 */

// Migrations are frozen history: they must keep working after `Database` changes, so they are
// written against an untyped Kysely rather than today's table types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('nickname', 'text', (col) => col.notNull())
    .addColumn('nickname_key', 'text', (col) => col.notNull().unique())
    .addColumn('gender', 'text', (col) => col.notNull())
    .addColumn('nickname_category', 'text', (col) => col.notNull())
    .addColumn('nickname_item', 'text', (col) => col.notNull())
    .addColumn('nickname_colour', 'text', (col) => col.notNull())
    .addColumn('kdf_salt', 'text', (col) => col.notNull())
    .addColumn('kdf_params', 'text', (col) => col.notNull())
    .addColumn('auth_hash', 'text', (col) => col.notNull())
    .addColumn('wrapped_data_key', 'text', (col) => col.notNull())
    .addColumn('recovery_hash', 'text', (col) => col.notNull())
    .addColumn('recovery_wrapped_data_key', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id_hash', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_seen_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  // Revoking every session of a user (password change) and purging expired ones.
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();
  await db.schema
    .createIndex('sessions_expires_at_idx')
    .on('sessions')
    .column('expires_at')
    .execute();

  await db.schema
    .createTable('records')
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('id', 'text', (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('ciphertext', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('records_pk', ['user_id', 'kind', 'id'])
    .execute();

  await db.schema
    .createTable('therapy_requests')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('ciphertext', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('new'))
    .execute();
  // Staff list requests by status, oldest first.
  await db.schema
    .createIndex('therapy_requests_status_created_at_idx')
    .on('therapy_requests')
    .columns(['status', 'created_at'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('therapy_requests').execute();
  await db.schema.dropTable('records').execute();
  await db.schema.dropTable('sessions').execute();
  await db.schema.dropTable('users').execute();
}
