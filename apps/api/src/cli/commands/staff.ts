import { chmod, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import type { AppConfig } from '../../config';
import { createDatabase } from '../../db/database';
import type { DatabaseHandle } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import { loadAuditKey } from '../../modules/audit/key';
import { appendAudit } from '../../modules/audit/repository';
import { auditCsv, describeVerification, verifyAuditTrail } from '../../modules/audit/service';
import { formatTable } from './table';
import {
  listStaffKeys,
  requestsPerStaffKey,
  rotateStaffKey,
} from '../../modules/staff-keys/staff-keys';
import {
  SETUP_LINK_HOURS,
  addStaffMember,
  setStaffDisabled,
  setupLinkFor,
} from '../../modules/staff/accounts';
import { listStaffMembers } from '../../modules/staff/repository';

export interface CliOutput {
  out(text: string): void;
  err(text: string): void;
}

type Env = Record<string, string | undefined>;

const ACTOR = 'command line';

export const USAGE = `Staff accounts and keys for the inbox at /staff.

  npm run staff -- add NAME [--admin]      a staff member (an admin also sees the audit trail);
                                           prints their one-time setup link (valid ${SETUP_LINK_HOURS} h)
  npm run staff -- list                    every staff member
  npm run staff -- disable NAME            ends their sessions; they can no longer sign in
  npm run staff -- enable NAME
  npm run staff -- setup-link NAME         a new setup link (a forgotten password)
  npm run staff -- rotate-key [--output FILE]
                                           a new key pair for new requests; prints where the
                                           private key is (move it off the server)
  npm run staff -- keys                    the staff keys, and how many requests each opens
  npm run staff -- audit verify            checks the audit trail's chain of hashes
  npm run staff -- audit export [--output FILE]

The configuration is the server's (DATABASE_URL, DATA_DIR). Setup links start with STAFF_ORIGIN,
else PUBLIC_ORIGIN, else http://localhost:PORT; --origin URL overrides. Every change is written to
the audit trail. Nothing here opens a request: \`npm run requests\` does, with the staff private key.
`;

class UsageError extends Error {}

function setupLink(origin: string, token: string): string {
  // The token travels in the fragment: browsers never send it to a server or in a Referer.
  return `${origin}/staff/setup#token=${token}`;
}

const NAMED = new Set(['add', 'setup-link', 'disable', 'enable']);
const COMMANDS = new Set([...NAMED, 'list', 'rotate-key', 'keys', 'audit']);

/**
 * A usage mistake is told before the database is opened: it needs none, and its answer (exit 2)
 * then never depends on whether the database is reachable.
 */
function checkUsage(command: string, rest: string[], origin: string | undefined): void {
  if (!COMMANDS.has(command)) throw new UsageError(`Unknown command "${command}".\n\n${USAGE}`);
  if (NAMED.has(command) && rest.join(' ').trim() === '') {
    throw new UsageError(`${command} needs a name.\n\n${USAGE}`);
  }
  if (command === 'audit' && rest[0] !== 'verify' && rest[0] !== 'export') {
    throw new UsageError(`audit needs verify or export.\n\n${USAGE}`);
  }
  if (
    origin !== undefined &&
    !(URL.canParse(origin) && /^https?:$/.test(new URL(origin).protocol))
  ) {
    throw new UsageError(`--origin needs an http(s) address, e.g. https://staff.waha.example`);
  }
}

function originOf(config: AppConfig, given: string | undefined): string {
  if (given !== undefined) return new URL(given).origin;
  return config.staffOrigin ?? config.publicOrigin ?? `http://localhost:${config.port}`;
}

async function keysTable(database: DatabaseHandle): Promise<string> {
  const keys = await listStaffKeys(database.db);
  const counts = await requestsPerStaffKey(database.db);
  return formatTable(
    ['Key', 'Made (UTC)', 'In use', 'Requests sealed to it'],
    keys.map((key, index) => [
      key.keyId,
      key.createdAt.slice(0, 16).replace('T', ' '),
      index === 0 ? 'yes' : 'no',
      String(counts.get(key.keyId) ?? 0),
    ]),
  );
}

async function writeOwnerOnly(path: string, content: string): Promise<void> {
  await writeFile(path, content, { mode: 0o600 });
  // The mode above applies only to a new file: an existing one keeps its own until told.
  await chmod(path, 0o600);
}

async function run(
  command: string,
  rest: string[],
  values: { admin?: boolean; output?: string; origin?: string },
  config: AppConfig,
  database: DatabaseHandle,
  io: CliOutput,
): Promise<number> {
  const { db } = database;
  const name = rest.join(' ');
  switch (command) {
    case 'add': {
      const origin = originOf(config, values.origin);
      const role = values.admin ? 'admin' : 'staff';
      const added = await addStaffMember(db, name, role, ACTOR);
      io.out(
        `Added ${added.member.name} (${role}). Send them this link, which works once, until ` +
          `${added.expiresAt.slice(0, 16).replace('T', ' ')} UTC, to set their password:\n\n` +
          `  ${setupLink(origin, added.token)}\n\n` +
          'Send it by a channel only they read; whoever holds it can set the password.\n',
      );
      return 0;
    }
    case 'setup-link': {
      const origin = originOf(config, values.origin);
      const link = await setupLinkFor(db, name, ACTOR);
      io.out(
        `A new setup link for ${link.member.name} (any earlier link no longer works), valid until ` +
          `${link.expiresAt.slice(0, 16).replace('T', ' ')} UTC:\n\n` +
          `  ${setupLink(origin, link.token)}\n`,
      );
      return 0;
    }
    case 'list': {
      const members = await listStaffMembers(db);
      if (members.length === 0) {
        io.out('No staff members yet. Add one: npm run staff -- add NAME --admin\n');
        return 0;
      }
      io.out(
        formatTable(
          ['Name', 'Role', 'Status', 'Added (UTC)'],
          members.map((member) => [
            member.name,
            member.role,
            member.disabled_at ? 'disabled' : member.password_hash ? 'active' : 'waiting for setup',
            member.created_at.slice(0, 16).replace('T', ' '),
          ]),
        ),
      );
      return 0;
    }
    case 'disable':
    case 'enable': {
      const member = await setStaffDisabled(db, name, command === 'disable', ACTOR);
      io.out(
        command === 'disable'
          ? `${member.name} is disabled; their sessions have ended.\n` +
              'If they held a copy of the staff private key, make a new one for new requests:\n' +
              '  npm run staff -- rotate-key\n'
          : `${member.name} is enabled again.\n`,
      );
      return 0;
    }
    case 'rotate-key': {
      const output = values.output === undefined ? undefined : resolve(values.output);
      const rotated = await rotateStaffKey(db, config.dataDir, output);
      await appendAudit(db, {
        actor: ACTOR,
        action: 'key.rotated',
        detail: { keyId: rotated.keyId },
      });
      io.out(
        `New requests are now sealed to key ${rotated.keyId}.\n` +
          `Its private key is in ${rotated.privateKeyPath} (readable by its owner only):\n` +
          '  1. copy it to the staff computers that open requests, and delete it from here;\n' +
          '  2. keep the older private key files: requests sent before still need them.\n' +
          'Servers pick the new key up at once (it is in the database).\n',
      );
      return 0;
    }
    case 'keys':
      io.out(await keysTable(database));
      return 0;
    case 'audit': {
      const [sub] = rest;
      if (sub === 'verify') {
        const result = await verifyAuditTrail(db);
        (result.ok ? io.out : io.err)(describeVerification(result));
        return result.ok ? 0 : 1;
      }
      // export (checkUsage let nothing else through)
      await appendAudit(db, { actor: ACTOR, action: 'audit.exported' });
      const csv = await auditCsv(db);
      if (values.output) {
        const path = resolve(values.output);
        await writeOwnerOnly(path, csv);
        io.err(`Wrote the audit trail to ${path}\n`);
      } else {
        io.out(csv);
      }
      return 0;
    }
    default:
      // checkUsage let no other command through.
      throw new Error(`Unknown command "${command}"`);
  }
}

export interface CliDeps {
  /** A database already open (tests); by default one is opened from the configuration. */
  database?: DatabaseHandle;
}

/** `npm run staff -- …`: returns the exit code (0 done, 1 failed, 2 misused). */
export async function runStaffCli(
  args: string[],
  env: Env,
  io: CliOutput,
  deps: CliDeps = {},
): Promise<number> {
  let database: DatabaseHandle | undefined;
  try {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: {
        admin: { type: 'boolean' },
        output: { type: 'string' },
        origin: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
    const [command, ...rest] = positionals;
    if (values.help || command === undefined || command === 'help') {
      io.out(USAGE);
      return 0;
    }
    checkUsage(command, rest, values.origin);
    const config = loadConfig(env);
    database = deps.database ?? createDatabase(config);
    // Harmless when the server has already migrated; makes a never-started database usable.
    await migrateToLatest(database);
    await loadAuditKey(database.db, config.dataDir);
    return await run(command, rest, values, config, database, io);
  } catch (error) {
    if (error instanceof UsageError || (error instanceof TypeError && 'code' in error)) {
      io.err(`${error.message}\n${error instanceof UsageError ? '' : `\n${USAGE}`}`);
      return 2;
    }
    io.err(`${error instanceof Error ? error.message : String(error)}\n`);
    // A StaffAccountError says what to fix; anything else is reported as it is.
    return 1;
  } finally {
    if (database && !deps.database) await database.destroy();
  }
}
