import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

const SECRET_BYTES = 32;

/**
 * The server's own secret called `name`: 32 random bytes, made on first use and kept in the
 * database so that every process and every restart uses the same one. Processes starting
 * together may both try to create it: each inserts its candidate only if none exists yet, then
 * reads back whichever insert won.
 */
export async function loadServerSecret(db: Kysely<Database>, name: string): Promise<Buffer> {
  const existing = await readSecret(db, name);
  if (existing) return existing;
  await db
    .insertInto('server_secrets')
    .values({
      name,
      value: randomBytes(SECRET_BYTES).toString('base64'),
      created_at: new Date().toISOString(),
    })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const created = await readSecret(db, name);
  if (!created) throw new Error(`server secret ${name} could not be created`);
  return created;
}

async function readSecret(db: Kysely<Database>, name: string): Promise<Buffer | undefined> {
  const row = await db
    .selectFrom('server_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirst();
  return row ? Buffer.from(row.value, 'base64') : undefined;
}

/**
 * `loadServerSecret` once per process: the secret never changes, so it is read on first use and
 * kept. A failed read (database down) is not kept, so the next request tries again.
 */
export function cachedServerSecret(db: Kysely<Database>, name: string): () => Promise<Buffer> {
  let pending: Promise<Buffer> | undefined;
  return () => {
    pending ??= loadServerSecret(db, name).catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
