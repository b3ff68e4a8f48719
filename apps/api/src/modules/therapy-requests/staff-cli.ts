import { chmod, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { SealOpenError, importStaffPrivateKey, openTherapyRequest } from '@waha/shared/staff-seal';
import type { LoadedStaffKey } from '@waha/shared/staff-seal';
import { storedRequestEnvelopeSchema } from '@waha/shared/therapy-request';
import { loadConfig } from '../../config';
import { createDatabase } from '../../db/database';
import type { DatabaseHandle } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import { loadAuditKey } from '../audit/key';
import { appendAudit } from '../audit/repository';
import {
  THERAPY_REQUEST_STATUSES,
  findTherapyRequest,
  listTherapyRequests,
  setTherapyRequestStatus,
} from './repository';
import type { TherapyRequestRow, TherapyRequestStatus } from './repository';
import { readStaffPrivateKey, staffKeyPaths } from './staff-keys';
import { csvText, listRows, showText, type Opened } from './staff-cli-text';
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

/** The id of the key an envelope names (it could be opened with no other). */
function sealedKeyId(stored: string): string | undefined {
  const parsed = storedRequestEnvelopeSchema.safeParse(JSON.parse(stored));
  return parsed.success ? parsed.data.keyId : undefined;
}

async function open(row: TherapyRequestRow, keys: LoadedStaffKey[]): Promise<Opened> {
  try {
    return { row, request: await openTherapyRequest(row.ciphertext, keys) };
  } catch (error) {
    if (!(error instanceof SealOpenError)) throw error;
    const keyId = error.problem === 'other-key' ? sealedKeyId(row.ciphertext) : undefined;
    return {
      row,
      problem: keyId
        ? `cannot open: needs staff key ${keyId.slice(0, 8)}`
        : `cannot open: ${error.message}`,
    };
  }
}

async function findByIdOrPrefix(database: DatabaseHandle, id: string): Promise<TherapyRequestRow> {
  const exact = await findTherapyRequest(database.db, id);
  if (exact) return exact;
  const candidates =
    id.length >= 8
      ? (await listTherapyRequests(database.db)).filter((row) => row.id.startsWith(id))
      : [];
  const [only, ...others] = candidates;
  if (only && others.length === 0) return only;
  if (others.length > 0) {
    throw new CliError(`"${id}" starts ${candidates.length} request ids; give more of the id.`);
  }
  throw new CliError(`No request with id "${id}". \`npm run requests -- list\` shows every id.`);
}

function parseStatus(value: string | undefined): TherapyRequestStatus | undefined {
  if (value === undefined) return undefined;
  const status = THERAPY_REQUEST_STATUSES.find((candidate) => candidate === value);
  if (!status) {
    throw new CliError(
      `Unknown status "${value}": use ${THERAPY_REQUEST_STATUSES.join(' or ')}.`,
      2,
    );
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
    const id = rest[0] ?? '';
    if (command === 'mark') {
      const row = await findByIdOrPrefix(database, id);
      const marked = status ?? 'handled';
      await database.db.transaction().execute(async (trx) => {
        await setTherapyRequestStatus(trx, row.id, marked);
        await appendAudit(trx, {
          actor: ACTOR,
          action: 'request.marked',
          requestId: row.id,
          detail: { status: marked },
        });
      });
      io.out(`Request ${row.id} is now marked ${marked}.\n`);
      return;
    }
    if (!keys) return;
    if (command === 'show') {
      const row = await findByIdOrPrefix(database, id);
      await appendAudit(database.db, { actor: ACTOR, action: 'request.viewed', requestId: row.id });
      io.out(showText(await open(row, keys)));
      return;
    }
    const rows = await listTherapyRequests(database.db, command === 'list' ? status : undefined);
    await appendAudit(database.db, {
      actor: ACTOR,
      action: command === 'list' ? 'requests.listed' : 'requests.exported',
      detail: { count: rows.length, ...(command === 'list' && status ? { status } : {}) },
    });
    const opened = await Promise.all(rows.map((row) => open(row, keys)));
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
