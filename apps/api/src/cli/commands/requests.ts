import { chmod, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { SealOpenError, importStaffPrivateKey, openSessionRequest } from '@waha/shared/staff-seal';
import type { LoadedStaffKey } from '@waha/shared/staff-seal';
import { REQUEST_STATUSES } from '@waha/shared/staff';
import type { RequestStatus, StaffRequest } from '@waha/shared/staff';
import { loadConfig } from '../../config';
import { createDatabase } from '../../db/database';
import type { DatabaseHandle } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import { loadAuditKey } from '../../modules/audit/key';
import {
  exportRequests,
  listRequests,
  markRequest,
  openRequest,
  resolveRequestId,
} from '../../modules/inbox/service';
import { readStaffPrivateKey, staffKeyPaths } from '../../modules/staff-keys/staff-keys';
import { csvText, listRows, showText, type Opened } from './requests-text';
import { formatTable } from './table';

export interface CliOutput {
  out(text: string): void;
  err(text: string): void;
}

type Env = Record<string, string | undefined>;

/** Thrown for anything the staff member can fix; printed without a stack. */
class CliError extends Error {
  readonly exitCode: number;

  constructor(message: string, exitCode = 1) {
    super(message);
    this.exitCode = exitCode;
  }
}

export const USAGE = `Read the session requests people sent from the app.

  npm run requests -- list [--status new|handled]   every request, oldest first
  npm run requests -- show ID                       one request in full
  npm run requests -- export --format csv [--output FILE]
  npm run requests -- mark ID handled               (or: mark ID new)

ID may be the first 8 or more characters of a request's id.
The database is the server's (DATABASE_URL, DATA_DIR). Requests open with the staff private key:
--key FILE, else WAHA_STAFF_KEY, else DATA_DIR/staff-keys/private-key.jwk. Give --key again for
each older key (after \`npm run staff -- rotate-key\`). Each command is written to the audit trail.
This is apart from \`npm run staff\` (accounts, keys, the audit trail) because only this one
opens requests: it needs the staff private key, which a server may no longer hold.
`;

const ACTOR = 'command line';

async function loadPrivateKeys(
  keyOptions: string[] | undefined,
  env: Env,
  dataDir: string,
): Promise<LoadedStaffKey[]> {
  const fromEnv = env.WAHA_STAFF_KEY?.trim() || undefined;
  const paths = keyOptions?.length ? keyOptions : [fromEnv ?? staffKeyPaths(dataDir).privateKey];
  return Promise.all(
    paths.map(async (given) => {
      const path = resolve(given);
      const key = await readStaffPrivateKey(path);
      if (!key) {
        throw new CliError(
          `No staff private key at ${path}.\n` +
            'The server makes the key pair on its first start (npm start). If the private key was ' +
            'moved to a staff machine, give its path with --key FILE or WAHA_STAFF_KEY=FILE.',
        );
      }
      return importStaffPrivateKey(key);
    }),
  );
}

async function open(request: StaffRequest, keys: LoadedStaffKey[]): Promise<Opened> {
  try {
    return { row: request, request: await openSessionRequest(request.envelope, keys) };
  } catch (error) {
    if (!(error instanceof SealOpenError)) throw error;
    return {
      row: request,
      problem:
        error.problem === 'other-key'
          ? `cannot open: needs staff key ${request.envelope.keyId.slice(0, 8)}`
          : `cannot open: ${error.message}`,
    };
  }
}

/** The full id of the request `id` names, or starts (8 characters at least). */
async function requestIdOf(database: DatabaseHandle, id: string): Promise<string> {
  const found = await resolveRequestId(database.db, id);
  if ('id' in found) return found.id;
  if (found.matches > 1) {
    throw new CliError(`"${id}" starts ${found.matches} request ids; give more of the id.`);
  }
  throw new CliError(`No request with id "${id}". \`npm run requests -- list\` shows every id.`);
}

function parseStatus(value: string | undefined): RequestStatus | undefined {
  if (value === undefined) return undefined;
  const status = REQUEST_STATUSES.find((candidate) => candidate === value);
  if (!status) {
    throw new CliError(`Unknown status "${value}": use ${REQUEST_STATUSES.join(' or ')}.`, 2);
  }
  return status;
}

export interface CliDeps {
  /** A database already open (tests); by default one is opened from the configuration. */
  database?: DatabaseHandle;
}

async function run(args: string[], env: Env, io: CliOutput, deps: CliDeps): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      key: { type: 'string', multiple: true },
      status: { type: 'string' },
      format: { type: 'string' },
      output: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, ...rest] = positionals;
  if (values.help || command === undefined || command === 'help') {
    io.out(USAGE);
    return;
  }
  if (!['list', 'show', 'export', 'mark'].includes(command)) {
    throw new CliError(`Unknown command "${command}".\n\n${USAGE}`, 2);
  }
  if (command === 'export' && values.format !== 'csv') {
    throw new CliError('export needs --format csv (the only format so far).', 2);
  }
  if ((command === 'show' || command === 'mark') && rest[0] === undefined) {
    throw new CliError(`${command} needs a request id.\n\n${USAGE}`, 2);
  }
  const status = parseStatus(command === 'mark' ? rest[1] : values.status);
  if (command === 'mark' && status === undefined) {
    throw new CliError('mark needs a status: mark ID handled (or mark ID new).', 2);
  }

  const config = loadConfig(env);
  // Only `mark` works without the key; the others check it before touching the database.
  const keys =
    command === 'mark' ? undefined : await loadPrivateKeys(values.key, env, config.dataDir);
  const database = deps.database ?? createDatabase(config);
  try {
    // Harmless when the server has already migrated; makes a never-started database usable.
    await migrateToLatest(database);
    await loadAuditKey(database.db, config.dataDir);
    const { db } = database;
    const id = rest[0] ?? '';
    if (command === 'mark') {
      const marked = await markRequest(
        db,
        ACTOR,
        await requestIdOf(database, id),
        status ?? 'handled',
      );
      io.out(`Request ${marked.id} is now marked ${marked.status}.\n`);
      return;
    }
    if (!keys) return;
    if (command === 'show') {
      const shown = await openRequest(db, ACTOR, await requestIdOf(database, id));
      io.out(showText(await open(shown.request, keys)));
      return;
    }
    // The inbox lists newest first, a page at a time; here every request, oldest first.
    const requests =
      command === 'list'
        ? (await listRequests(db, ACTOR, { status })).requests.reverse()
        : await exportRequests(db, ACTOR);
    const opened = await Promise.all(requests.map((request) => open(request, keys)));
    if (command === 'list') {
      if (opened.length === 0) {
        io.out(status ? `No ${status} session requests.\n` : 'No session requests yet.\n');
        return;
      }
      const header = ['Id', 'Received (UTC)', 'Status', 'Name', 'Age', 'Location', 'Contact'];
      io.out(formatTable(header, listRows(opened)));
      io.out(`${opened.length} request${opened.length === 1 ? '' : 's'}.\n`);
      return;
    }
    const csv = csvText(opened);
    if (values.output) {
      const path = resolve(values.output);
      await writeFile(path, csv, { mode: 0o600 });
      // The mode above applies only to a new file: an existing one keeps its own until told.
      await chmod(path, 0o600);
      io.err(`Wrote ${opened.length} requests to ${path}\n`);
    } else {
      io.out(csv);
    }
  } finally {
    if (!deps.database) await database.destroy();
  }
}

/** `npm run requests -- …`: returns the exit code (0 done, 1 failed, 2 misused). */
export async function runRequestsCli(
  args: string[],
  env: Env,
  io: CliOutput,
  deps: CliDeps = {},
): Promise<number> {
  try {
    await run(args, env, io, deps);
    return 0;
  } catch (error) {
    if (error instanceof CliError) {
      io.err(`${error.message}\n`);
      return error.exitCode;
    }
    // parseArgs explains unknown or malformed options itself.
    if (error instanceof TypeError && 'code' in error) {
      io.err(`${error.message}\n\n${USAGE}`);
      return 2;
    }
    io.err(`${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}
