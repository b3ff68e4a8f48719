import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { arch, platform } from 'node:os';
import { join, resolve } from 'node:path';
import type { AppConfig } from '../config';
import { loadConfig } from '../config';
import { createDatabase } from '../db/database';
import { migrations } from '../db/migrations/registry';
import { connectionErrorSummary } from '../db/unavailable';
import { staffKeyPaths } from '../modules/staff-keys/staff-keys';
import { loadOrgConfig } from '../org-config';
import { LAST_BACKUP_FILE, appliedMigrations } from './backup';

/**
 * `npm run doctor` (docs/operating.md, "Checking a server"): one line per check, each `ok`,
 * `WARN` or `ERROR`; exit code 1 when any is an error; last, a support string for bug reports
 * that holds versions, the dialect and flags, and nothing personal or secret (no paths, host
 * names, addresses, URLs or counts of people).
 */

/** package.json's engines.node; a test keeps the two the same. */
export const MIN_NODE = [20, 19] as const;
/** Less free space than this on the data folder's disk is a warning. */
export const LOW_SPACE_BYTES = 1024 ** 3;
/** A last backup older than this is a warning. */
export const STALE_BACKUP_DAYS = 7;

/** The settings the server reads; the doctor says which are set, never what they are. */
const SETTINGS = [
  'NODE_ENV',
  'HOST',
  'PORT',
  'DATA_DIR',
  'DATABASE_URL',
  'DATABASE_URL_FILE',
  'WEB_DIST_DIR',
  'STAFF_DIST_DIR',
  'LOG_LEVEL',
  'TRUST_PROXY',
  'PUBLIC_ORIGIN',
  'STAFF_ORIGIN',
  'SESSION_IDLE_SECONDS',
  'SESSION_MAX_SECONDS',
  'AUTH_RATE_LIMIT_SCALE',
  'WAHA_ORG_CONFIG',
];

type Level = 'ok' | 'WARN' | 'ERROR';
type Env = Record<string, string | undefined>;

export interface DoctorResult {
  exitCode: number;
  lines: string[];
  support: string;
}

export async function runDoctor(env: Env = process.env, now = new Date()): Promise<DoctorResult> {
  const lines: string[] = [];
  let errors = 0;
  const report = (level: Level, subject: string, text: string) => {
    if (level === 'ERROR') errors += 1;
    lines.push(`${level.padEnd(5)} ${subject}: ${text}`);
  };
  const flags: Record<string, string> = {};
  const known = Object.keys(migrations);

  // Node.
  const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
  const nodeOk = major > MIN_NODE[0] || (major === MIN_NODE[0] && minor >= MIN_NODE[1]);
  report(
    nodeOk ? 'ok' : 'ERROR',
    'node',
    `${process.version} (Waha needs ${MIN_NODE.join('.')} or newer)`,
  );

  // Configuration, apart from the organisation's file (checked on its own line below).
  const set = SETTINGS.filter((name) => (env[name] ?? '').trim() !== '');
  let config: AppConfig | undefined;
  try {
    config = loadConfig({ ...env, WAHA_ORG_CONFIG: undefined });
    report(
      'ok',
      'configuration',
      `valid; set: ${set.length > 0 ? set.join(', ') : 'none (all defaults)'}`,
    );
  } catch (error) {
    report('ERROR', 'configuration', oneLine(error));
  }

  // The organisation's configuration file.
  const orgPath = (env.WAHA_ORG_CONFIG ?? '').trim();
  if (orgPath === '') {
    report('ok', 'organisation file', "none (WAHA_ORG_CONFIG unset): Waha's defaults");
    flags.org = 'defaults';
  } else {
    try {
      loadOrgConfig(orgPath);
      const fields = Object.keys(
        JSON.parse(readFileSync(resolve(orgPath), 'utf8')) as Record<string, unknown>,
      );
      report('ok', 'organisation file', `valid; fields set: ${fields.join(', ') || 'none'}`);
      flags.org = 'file';
    } catch (error) {
      report('ERROR', 'organisation file', oneLine(error));
      flags.org = 'invalid';
    }
  }
  if (!config) {
    return finish();
  }
  flags.dialect = config.database.dialect;
  flags.env = config.nodeEnv;

  // The data folder: writable, and room left.
  try {
    const probe = join(config.dataDir, `.doctor-${randomUUID()}`);
    writeFileSync(probe, '', { mode: 0o600 });
    rmSync(probe);
    const { bavail, bsize } = statfsSync(config.dataDir);
    const free = bavail * bsize;
    report(
      free < LOW_SPACE_BYTES ? 'WARN' : 'ok',
      'data folder',
      `${config.dataDir} writable; ${formatBytes(free)} free` +
        (free < LOW_SPACE_BYTES ? ` (less than ${formatBytes(LOW_SPACE_BYTES)})` : ''),
    );
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unknown';
    report('ERROR', 'data folder', `${config.dataDir} is not a writable folder (${code})`);
  }

  // The database and its migration level.
  const database = createDatabase(config);
  let staffKeysInDatabase: number | undefined;
  try {
    if (config.database.dialect === 'sqlite' && !existsSync(config.database.file)) {
      report('WARN', 'database', `sqlite; no database yet (made on first start)`);
      flags.migration = 'none';
    } else {
      const applied = await appliedMigrations(database.db);
      const unknown = applied.filter((name) => !known.includes(name));
      const pending = known.filter((name) => !applied.includes(name));
      flags.migration = applied.at(-1) ?? 'none';
      if (unknown.length > 0) {
        report(
          'ERROR',
          'database',
          `${config.database.dialect}; made by a newer release of Waha (${unknown.join(', ')}): run that release or a later one`,
        );
      } else if (applied.length === 0) {
        report(
          'WARN',
          'database',
          `${config.database.dialect}; reachable, no tables yet (made on first start)`,
        );
      } else {
        report(
          'ok',
          'database',
          `${config.database.dialect}; migration level ${applied.at(-1)}` +
            (pending.length > 0 ? ` (${pending.length} to run on next start)` : ' (up to date)'),
        );
        const rows = await database.db.selectFrom('staff_keys').select('key_id').execute();
        staffKeysInDatabase = rows.length;
      }
    }
  } catch (error) {
    report(
      'ERROR',
      'database',
      `${config.database.dialect}; cannot be read (${connectionErrorSummary(error).message})`,
    );
    flags.migration = 'unreachable';
  } finally {
    await database.destroy();
  }

  // Staff keys: the public ones present; a private one left on the server is a warning.
  const keys = staffKeyPaths(config.dataDir);
  const privateFiles = existsSync(keys.dir)
    ? readdirSync(keys.dir).filter((name) => /^private-key.*\.jwk$/.test(name))
    : [];
  const publicFile = existsSync(keys.publicKey);
  const keyText =
    `public key file ${publicFile ? 'present' : 'missing'}` +
    (staffKeysInDatabase === undefined
      ? ''
      : `, ${staffKeysInDatabase} public key(s) in the database`);
  if (privateFiles.length > 0) {
    report(
      'WARN',
      'staff keys',
      `${keyText}; ${privateFiles.length} private key file(s) still on the server ` +
        `(${privateFiles.join(', ')}): move them to the staff's machines (README, "Keys")`,
    );
  } else if (!publicFile && !staffKeysInDatabase) {
    report('WARN', 'staff keys', `${keyText} (a pair is made on first start)`);
  } else {
    report('ok', 'staff keys', `${keyText}; no private key on the server`);
  }
  flags.privateKeyOnServer = privateFiles.length > 0 ? 'yes' : 'no';

  // Origins and the proxy, against the request the server would see behind it.
  const proxy = describeTrustProxy(config.trustProxy);
  flags.proxy = proxy.flag;
  flags.publicOrigin = config.publicOrigin
    ? new URL(config.publicOrigin).protocol.replace(':', '')
    : 'unset';
  flags.staffOrigin = config.staffOrigin ? 'set' : 'unset';
  const origins = `PUBLIC_ORIGIN ${config.publicOrigin ?? 'unset'}, STAFF_ORIGIN ${config.staffOrigin ?? 'unset'}, TRUST_PROXY ${proxy.text}`;
  if (config.publicOrigin?.startsWith('https:') && proxy.flag === 'none') {
    report(
      'WARN',
      'origins and proxy',
      `${origins}: behind an HTTPS proxy the server sees plain http and the proxy's address; set TRUST_PROXY to the proxy's hop count or address`,
    );
  } else if (config.nodeEnv === 'production' && !config.publicOrigin) {
    report('WARN', 'origins and proxy', `${origins}: set PUBLIC_ORIGIN to the address people use`);
  } else if (proxy.flag === 'all') {
    report(
      'WARN',
      'origins and proxy',
      `${origins}: trusting every proxy lets anyone set their own address`,
    );
  } else {
    report('ok', 'origins and proxy', origins);
  }

  // The last backup.
  const last = join(config.dataDir, LAST_BACKUP_FILE);
  if (existsSync(last)) {
    try {
      const { at } = JSON.parse(readFileSync(last, 'utf8')) as { at: string };
      const days = (now.getTime() - new Date(at).getTime()) / 86_400_000;
      report(
        days > STALE_BACKUP_DAYS ? 'WARN' : 'ok',
        'last backup',
        `${at} (${days < 1 ? `${Math.round(days * 24)} hours` : `${Math.floor(days)} days`} ago)`,
      );
      flags.lastBackupDays = String(Math.floor(days));
    } catch {
      report('WARN', 'last backup', `${last} cannot be read`);
    }
  } else {
    report('WARN', 'last backup', 'none recorded on this server (npm run backup -- --output FILE)');
    flags.lastBackupDays = 'none';
  }
  return finish();

  function finish(): DoctorResult {
    const support =
      `waha-support node=${process.versions.node} platform=${platform()}-${arch()} ` +
      `migrations=${known.length} ` +
      Object.entries(flags)
        .map(([name, value]) => `${name}=${value}`)
        .join(' ') +
      ` errors=${errors}`;
    lines.push(support);
    return { exitCode: errors > 0 ? 1 : 0, lines, support };
  }
}

function describeTrustProxy(value: AppConfig['trustProxy']): { text: string; flag: string } {
  switch (value.mode) {
    case 'off':
      return { text: 'unset (no proxy trusted)', flag: 'none' };
    case 'hops':
      return { text: `the nearest ${value.hops} hop(s)`, flag: `hops-${value.hops}` };
    case 'addresses':
      return { text: value.addresses.join(', '), flag: 'addresses' };
  }
}

function formatBytes(bytes: number): string {
  if (bytes >= 1024 ** 3) return `${(bytes / 1024 ** 3).toFixed(1)} GiB`;
  return `${Math.round(bytes / 1024 ** 2)} MiB`;
}

/** An error of several lines (a heading, then one problem a line) as one line. */
function oneLine(error: unknown): string {
  const [head = '', ...problems] = (error instanceof Error ? error.message : String(error))
    .split('\n')
    .map((line) => line.trim());
  return problems.length > 0 ? `${head} ${problems.join('; ')}` : head;
}
