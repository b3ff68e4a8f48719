import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { link, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema';
import { PRIVATE_FILE_MODE, ensurePrivateDir } from '../../lib/private-files';

/**
 * The audit key: 32 random bytes kept in a file in DATA_DIR, never in the database. Every entry
 * appended with it carries `mac`, an HMAC-SHA-256 of its hash; the hash covers the entry's
 * fields and the hash before it, so one genuine MAC vouches for every entry up to it. Whoever
 * can rewrite the `audit_log` table, but cannot read this file, can no longer rewrite the trail
 * and recompute it unnoticed (`npm run staff -- audit verify`).
 *
 * The file also says from which entry on the MACs begin (`fromSeq`): entries written before the
 * key existed have none, and are vouched for only by the first keyed entry after them.
 */
export const AUDIT_KEY_FILE = 'audit-key.json';

export interface AuditKey {
  key: Buffer;
  /** The first entry that must carry a MAC. */
  fromSeq: number;
  /** Where the key file is, for messages. */
  path: string;
}

const keyFileSchema = z.object({
  version: z.literal(1),
  key: z.string().regex(/^[A-Za-z0-9+/]{43}=$/),
  fromSeq: z.number().int().min(1),
  createdAt: z.string(),
});

/** The key of each open database, by the Kysely adapter its transactions share. */
const keys = new WeakMap<object, AuditKey>();

const adapterOf = (db: Kysely<Database>): object => db.getExecutor().adapter;

/** The audit key loaded for `db` (or a transaction of it) by `loadAuditKey`. */
export function auditKeyOf(db: Kysely<Database>): AuditKey | undefined {
  return keys.get(adapterOf(db));
}

function isCode(error: unknown, code: string): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === code;
}

async function readKeyFile(path: string): Promise<AuditKey | undefined> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if (isCode(error, 'ENOENT')) return undefined;
    throw error;
  }
  let parsed;
  try {
    parsed = keyFileSchema.parse(JSON.parse(text));
  } catch (error) {
    throw new Error(`${path} is not an audit key file`, { cause: error });
  }
  return { key: Buffer.from(parsed.key, 'base64'), fromSeq: parsed.fromSeq, path };
}

/**
 * Reads DATA_DIR's audit key and uses it for every audit entry `db` appends from now on. On the
 * first start it makes one (owner-only, 0600), whose MACs begin after the newest entry. A
 * missing file while the trail already has keyed entries is an error: a new key would make
 * every older MAC fail, so the file must be restored (servers sharing one PostgreSQL database
 * must all have the same file).
 */
export async function loadAuditKey(db: Kysely<Database>, dataDir: string): Promise<AuditKey> {
  const path = join(dataDir, AUDIT_KEY_FILE);
  let loaded = await readKeyFile(path);
  if (!loaded) {
    const keyed = await db
      .selectFrom('audit_log')
      .select('seq')
      .where('mac', 'is not', null)
      .limit(1)
      .executeTakeFirst();
    if (keyed) {
      throw new Error(
        `The audit key file ${path} is missing, but the audit trail holds entries made with it. ` +
          'Put the file back (from the copy kept with the backups) and start again; every ' +
          'server of one database needs the same file.',
      );
    }
    const last = await db
      .selectFrom('audit_log')
      .select('seq')
      .orderBy('seq', 'desc')
      .limit(1)
      .executeTakeFirst();
    const content = JSON.stringify({
      version: 1,
      key: randomBytes(32).toString('base64'),
      fromSeq: Number(last?.seq ?? 0) + 1,
      createdAt: new Date().toISOString(),
    });
    ensurePrivateDir(dataDir);
    // Written beside it, then linked to its name, which fails if another process made one first:
    // then that one is used.
    const temporary = `${path}.${randomUUID()}.tmp`;
    await writeFile(temporary, `${content}\n`, { mode: PRIVATE_FILE_MODE, flag: 'wx' });
    try {
      await link(temporary, path);
    } catch (error) {
      if (!isCode(error, 'EEXIST')) throw error;
    } finally {
      await rm(temporary, { force: true });
    }
    loaded = await readKeyFile(path);
    if (!loaded) throw new Error(`${path} could not be created`);
  }
  keys.set(adapterOf(db), loaded);
  return loaded;
}

/** An entry's MAC: HMAC-SHA-256 (hex) of its number and hash. */
export function auditMac(key: Buffer, seq: number, hash: string): string {
  return createHmac('sha256', key).update(`waha-audit-v1\n${seq}\n${hash}`).digest('hex');
}

/** Whether `mac` is the genuine MAC of the entry. */
export function auditMacHolds(key: Buffer, seq: number, hash: string, mac: string | null): boolean {
  if (mac === null) return false;
  const expected = Buffer.from(auditMac(key, seq, hash));
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
