import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OrgConfig } from '@waha/shared/org-config';
import { z } from 'zod';
import { withSecretFiles } from './lib/secret-files';
import { loadOrgConfig } from './org-config';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export type DatabaseDialect = 'sqlite' | 'postgres' | 'pglite';

/** Where the data lives; the URL itself is kept only for PostgreSQL, which needs it to connect. */
export type DatabaseConfig =
  | { dialect: 'sqlite'; file: string }
  | { dialect: 'postgres'; url: string }
  | { dialect: 'pglite' };

export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** Absolute path; holds the SQLite file and anything else the server keeps on disk. */
  dataDir: string;
  database: DatabaseConfig;
  /** Absolute path of the built web app (index.html, assets/). */
  webDistDir: string;
  /** Absolute path of the built staff inbox (apps/staff/dist), served at /staff. */
  staffDistDir: string;
  /**
   * The origin staff reach the inbox at when it has a host name of its own
   * (`https://staff.waha.example`): the inbox and the staff API answer only there, and nothing
   * else does. Unset: the inbox is at /staff on the app's own host.
   */
  staffOrigin: string | undefined;
  logLevel: LogLevel;
  /**
   * Which proxies may set X-Forwarded-* (client address, https): none, the nearest N hops, or
   * the proxies' own addresses/CIDRs (`parseTrustProxy`). Never "every one".
   */
  trustProxy: TrustProxy;
  /**
   * The origin people reach the app at (`https://waha.example`), when set: the `Origin` of a
   * state-changing request must be this one, whatever Host or X-Forwarded-Host say. Unset: the
   * request's own scheme and host (see `lib/csrf.ts`).
   */
  publicOrigin: string | undefined;
  /** How long a session lives: since it was last used (idle) and since it began (absolute). */
  session: { idleSeconds: number; maxSeconds: number };
  /**
   * Multiplies every limit of the login, registration and recovery rate limiters (1: the
   * defaults; larger for load tests, smaller for tests of the limiter).
   */
  authRateLimitScale: number;
  /** The deploying organisation's settings (`WAHA_ORG_CONFIG`), or Waha's defaults. */
  org: OrgConfig;
}

/**
 * A built app (the web app, or the staff inbox), found from this module's location rather than the working directory. The
 * API runs from `src/` (tests) or from a bundle under `dist/` (`dist/main.js`, `dist/cli/*.js`);
 * either way its package folder is the nearest one holding a package.json, and the web app's
 * build sits beside it in `../web/dist/`.
 */
function defaultDistDir(app: 'web' | 'staff'): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) return fileURLToPath(new URL(`../../${app}/dist/`, import.meta.url));
    dir = parent;
  }
  return join(dir, '..', app, 'dist');
}

const DAY_SECONDS = 24 * 60 * 60;

// Deployment tools often pass `NAME=` for "unset"; treat blank values as absent.
const blankAsUnset = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const positiveSeconds = (defaultSeconds: number) =>
  z.preprocess(blankAsUnset, z.coerce.number().int().min(1).default(defaultSeconds));

/** A bare http(s) origin: no path, query, fragment or credentials. */
function isBareOrigin(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    url.username === '' &&
    url.password === '' &&
    url.pathname === '/' &&
    url.search === '' &&
    url.hash === ''
  );
}

const publicOriginSchema = z
  .string()
  .trim()
  .refine(isBareOrigin, {
    message: 'expected the scheme and host people use, e.g. https://waha.example (no path)',
  })
  // One spelling to compare with: lower-case host, no default port, no trailing slash.
  .transform((value) => new URL(value).origin);

const envSchema = z.object({
  NODE_ENV: z.preprocess(
    blankAsUnset,
    z.enum(['development', 'production', 'test']).default('development'),
  ),
  // Loopback by default, so a fresh checkout is not reachable from the network by accident;
  // set HOST=0.0.0.0 (or ::) in a container or behind a reverse proxy on another machine.
  HOST: z.preprocess(blankAsUnset, z.string().trim().default('127.0.0.1')),
  PORT: z.preprocess(blankAsUnset, z.coerce.number().int().min(0).max(65535).default(3000)),
  DATA_DIR: z.preprocess(blankAsUnset, z.string().default('data')),
  DATABASE_URL: z.preprocess(
    blankAsUnset,
    z
      .string()
      // A custom message, so the URL (it may carry a password) is never echoed back.
      .regex(/^(postgres(ql)?:\/\/|pglite:\/\/memory$)/i, {
        message:
          'expected postgres://…, postgresql://… or pglite://memory (unset: SQLite in DATA_DIR)',
      })
      .optional(),
  ),
  WEB_DIST_DIR: z.preprocess(blankAsUnset, z.string().optional()),
  STAFF_DIST_DIR: z.preprocess(blankAsUnset, z.string().optional()),
  LOG_LEVEL: z.preprocess(blankAsUnset, z.enum(LOG_LEVELS).default('info')),
  TRUST_PROXY: z.preprocess(
    blankAsUnset,
    z
      .string()
      .optional()
      .transform((value, context) => {
        try {
          return parseTrustProxy(value);
        } catch (error) {
          context.addIssue({ code: 'custom', message: (error as Error).message });
          return z.NEVER;
        }
      }),
  ),
  PUBLIC_ORIGIN: z.preprocess(blankAsUnset, publicOriginSchema.optional()),
  STAFF_ORIGIN: z.preprocess(blankAsUnset, publicOriginSchema.optional()),
  SESSION_IDLE_SECONDS: positiveSeconds(7 * DAY_SECONDS),
  SESSION_MAX_SECONDS: positiveSeconds(30 * DAY_SECONDS),
  AUTH_RATE_LIMIT_SCALE: z.preprocess(blankAsUnset, z.coerce.number().positive().default(1)),
  WAHA_ORG_CONFIG: z.preprocess(blankAsUnset, z.string().optional()),
});

type Env = Record<string, string | undefined>;

/**
 * Reads the environment into a typed configuration. Throws one error listing every invalid
 * variable, so an operator can fix them all at once. Secrets may come from files (`*_FILE`).
 */
export function loadConfig(env: Env = process.env): AppConfig {
  const parsed = envSchema.safeParse(withSecretFiles(env));
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const vars = parsed.data;
  const dataDir = resolve(process.cwd(), vars.DATA_DIR);
  return {
    nodeEnv: vars.NODE_ENV,
    host: vars.HOST,
    port: vars.PORT,
    dataDir,
    database: parseDatabaseUrl(vars.DATABASE_URL, dataDir),
    webDistDir: vars.WEB_DIST_DIR
      ? resolve(process.cwd(), vars.WEB_DIST_DIR)
      : defaultDistDir('web'),
    staffDistDir: vars.STAFF_DIST_DIR
      ? resolve(process.cwd(), vars.STAFF_DIST_DIR)
      : defaultDistDir('staff'),
    logLevel: vars.LOG_LEVEL,
    trustProxy: vars.TRUST_PROXY,
    publicOrigin: vars.PUBLIC_ORIGIN,
    staffOrigin: vars.STAFF_ORIGIN,
    session: { idleSeconds: vars.SESSION_IDLE_SECONDS, maxSeconds: vars.SESSION_MAX_SECONDS },
    authRateLimitScale: vars.AUTH_RATE_LIMIT_SCALE,
    org: loadOrgConfig(vars.WAHA_ORG_CONFIG),
  };
}

function parseDatabaseUrl(url: string | undefined, dataDir: string): DatabaseConfig {
  if (url === undefined) return { dialect: 'sqlite', file: join(dataDir, 'waha.sqlite') };
  if (url.toLowerCase().startsWith('pglite:')) return { dialect: 'pglite' };
  return { dialect: 'postgres', url };
}

/**
 * Which proxies the server believes about the client's address and scheme (`TRUST_PROXY`):
 * `off`: none (the connection's own address is the client's); `hops`: the nearest N proxies,
 * each of which appends the address it was reached from to X-Forwarded-For; `addresses`: the
 * proxies at these addresses or CIDRs (and `loopback`, `linklocal`, `uniquelocal`).
 */
export type TrustProxy =
  { mode: 'off' } | { mode: 'hops'; hops: number } | { mode: 'addresses'; addresses: string[] };

/** proxy-addr's names for address ranges: loopback, link-local, unique local (private). */
const TRUST_PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  if (TRUST_PROXY_RANGES.has(entry)) return true;
  const [address = '', prefixText, extra] = entry.split('/');
  if (extra !== undefined) return false;
  const version = isIP(address);
  if (version === 0) return false;
  if (prefixText === undefined) return true;
  if (!/^\d{1,3}$/.test(prefixText)) return false;
  return Number(prefixText) <= (version === 4 ? 32 : 128);
}

const TRUST_ALL_REFUSED =
  'trusting every proxy lets any client choose its own address and escape every per-address ' +
  'limit; give the number of proxies in front of Waha (usually 1) or their addresses, ' +
  'e.g. TRUST_PROXY=1 or TRUST_PROXY=10.0.0.5';

/**
 * Reads `TRUST_PROXY`: unset, blank or `false` (none), a hop count (`1`: the one reverse proxy
 * in front), or a comma-separated list of the proxies' addresses and CIDRs. `true`, or a range
 * holding every address, is refused: behind a proxy that appends to X-Forwarded-For, trusting
 * every hop would take the address the client wrote first. Throws an Error whose message says
 * what to write instead. Shared with the operator's checks, which report what it says.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text.toLowerCase() === 'false') return { mode: 'off' };
  if (text.toLowerCase() === 'true') throw new Error(`"true" is not allowed: ${TRUST_ALL_REFUSED}`);
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops === 0) return { mode: 'off' };
    if (hops > 10) throw new Error(`${hops} hops is more proxies than any deployment has (1–10)`);
    return { mode: 'hops', hops };
  }
  const addresses = text.split(',').map((entry) => entry.trim().toLowerCase());
  for (const entry of addresses) {
    // `0.0.0.0/0`, `::/0` (any address with prefix 0): every client, as with `true`.
    if (/\/0+$/.test(entry)) {
      throw new Error(`"${entry}" holds every address: ${TRUST_ALL_REFUSED}`);
    }
    if (!isAddressOrCidr(entry)) {
      throw new Error(
        `"${entry}" is neither a hop count nor an address or CIDR (e.g. 1, 10.0.0.5, 10.0.0.0/8)`,
      );
    }
  }
  return { mode: 'addresses', addresses };
}

/** What Fastify's `trustProxy` option takes for a `TrustProxy`. */
export function fastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  switch (trust.mode) {
    case 'off':
      return false;
    case 'hops':
      // Fastify reads a bare number as "trust none"; a function of the hop trusts the nearest N.
      return (_address, hop) => hop < trust.hops;
    case 'addresses':
      return trust.addresses;
  }
}
