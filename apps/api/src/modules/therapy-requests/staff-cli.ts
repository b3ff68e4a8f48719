import { chmod, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { TherapyRequest } from '@waha/shared/therapy-request';
import { loadConfig } from '../../config';
import { createDatabase } from '../../db/database';
import type { DatabaseHandle } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import { toCsv } from './csv';
import { RequestOpenError, openTherapyRequest } from './open-request';
import {
  THERAPY_REQUEST_STATUSES,
  findTherapyRequest,
  listTherapyRequests,
  setTherapyRequestStatus,
} from './repository';
import type { TherapyRequestRow, TherapyRequestStatus } from './repository';
import { readStaffPrivateKey, staffKeyPaths } from './staff-keys';
import type { StaffPrivateJwk } from './staff-keys';
import { formatTable, printable } from './table';

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
--key FILE, else WAHA_STAFF_KEY, else DATA_DIR/staff-keys/private-key.jwk.
`;

/** A request opened, or why it could not be. */
type Opened =
  { row: TherapyRequestRow; request: TherapyRequest } | { row: TherapyRequestRow; problem: string };

const LABELS: Record<keyof TherapyRequest, string> = {
  name: 'Name',
  age: 'Age',
  location: 'Location',
  therapistGender: 'Therapist',
  sessionLanguage: 'Session language',
  contactMethod: 'Contact by',
  contactDetails: 'Contact details',
  interfaceLanguage: 'App language',
};
const FIELDS = Object.keys(LABELS) as (keyof TherapyRequest)[];

const CSV_HEADER = [
  'id',
  'received_at',
  'status',
  'name',
  'age',
  'location',
  'therapist_gender',
  'session_language',
  'contact_method',
  'contact_details',
  'app_language',
  'problem',
];

async function loadPrivateKey(keyOption: string | undefined, env: Env, dataDir: string) {
  const fromEnv = env.WAHA_STAFF_KEY?.trim() || undefined;
  const path = resolve(keyOption ?? fromEnv ?? staffKeyPaths(dataDir).privateKey);
  const key = await readStaffPrivateKey(path);
  if (!key) {
    throw new CliError(
      `No staff private key at ${path}.\n` +
        'The server makes the key pair on its first start (npm start). If the private key was ' +
        'moved to a staff machine, give its path with --key FILE or WAHA_STAFF_KEY=FILE.',
    );
  }
  return key;
}

async function open(row: TherapyRequestRow, key: StaffPrivateJwk): Promise<Opened> {
  try {
    return { row, request: await openTherapyRequest(row.ciphertext, key) };
  } catch (error) {
    if (error instanceof RequestOpenError) return { row, problem: `cannot open: ${error.message}` };
    throw error;
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

function listRows(opened: Opened[]): string[][] {
  return opened.map(({ row, ...rest }) =>
    'request' in rest
      ? [
          row.id,
          row.created_at.slice(0, 16).replace('T', ' '),
          row.status,
          rest.request.name,
          String(rest.request.age),
          rest.request.location,
          `${rest.request.contactMethod}: ${rest.request.contactDetails}`,
        ]
      : [row.id, row.created_at.slice(0, 16).replace('T', ' '), row.status, `(${rest.problem})`],
  );
}

function showText(opened: Opened): string {
  const { row } = opened;
  const lines: [string, string][] = [
    ['Id', row.id],
    ['Received', row.created_at],
    ['Status', row.status],
  ];
  if ('request' in opened) {
    for (const field of FIELDS) lines.push([LABELS[field], String(opened.request[field])]);
  } else {
    lines.push(['Problem', opened.problem]);
  }
  const width = Math.max(...lines.map(([label]) => label.length));
  return lines
    .map(([label, value]) => `${`${label}:`.padEnd(width + 2)}${printable(value)}\n`)
    .join('');
}

function csvRows(opened: Opened[]): (string | number)[][] {
  return opened.map(({ row, ...rest }) => [
    row.id,
    row.created_at,
    row.status,
    ...('request' in rest ? FIELDS.map((field) => rest.request[field]) : FIELDS.map(() => '')),
    'problem' in rest ? rest.problem : '',
  ]);
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
      key: { type: 'string' },
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
  const key =
    command === 'mark' ? undefined : await loadPrivateKey(values.key, env, config.dataDir);
  const database = deps.database ?? createDatabase(config);
  try {
    // Harmless when the server has already migrated; makes a never-started database usable.
    await migrateToLatest(database);
    const id = rest[0] ?? '';
    if (command === 'mark') {
      const row = await findByIdOrPrefix(database, id);
      await setTherapyRequestStatus(database.db, row.id, status ?? 'handled');
      io.out(`Request ${row.id} is now marked ${status}.\n`);
      return;
    }
    if (!key) return;
    if (command === 'show') {
      io.out(showText(await open(await findByIdOrPrefix(database, id), key)));
      return;
    }
    const rows = await listTherapyRequests(database.db, command === 'list' ? status : undefined);
    const opened = await Promise.all(rows.map((row) => open(row, key)));
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
    // A byte-order mark, so spreadsheets read the Arabic in the file as UTF-8.
    const csv = `\uFEFF${toCsv([CSV_HEADER, ...csvRows(opened)])}`;
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
