// The API under a load like people's (`npm run bench`), on SQLite and, when TEST_DATABASE_URL names
// a PostgreSQL, on PostgreSQL too.
//
//   npm run build -w apps/api && npm run bench [-- --check] [-- --seconds=20 --accounts=200 …]
//
// For each database:
// 1. Starts apps/api/dist/main.js on 127.0.0.1 and a free port, in a temporary DATA_DIR (SQLite)
//    or in a schema of its own in TEST_DATABASE_URL's database (dropped afterwards), with the rate
//    limits scaled up so that one address may sign up every account (they are still counted).
// 2. Untimed: signs up --accounts people (200) through the API and saves --records diary entries
//    (10, about 1 KB of ciphertext each) for each (bench-load.mjs says how, and why it is quick).
// 3. Visits on --connections (100) keep-alive connections at once, first --warm-up-seconds (3)
//    untimed, then --seconds (20) timed, or until --max-requests (500,000). A visit is what a
//    person's opening of an exercise asks of the API: who is signed in (which writes the
//    session's last use, as the first request of a visit does), the list of their entries, a new
//    entry saved, and deleted. Each connection takes the next person who is ready; between two
//    visits a person's session is aged past the minute, so every visit touches it. Any answer but
//    the expected one fails the run.
// 4. Prints requests and visits per second and the latency percentiles of every request, and of
//    each step. With --check it exits 1 when the p99 of either database is over 100 ms (the budget
//    in DESIGN.md); without it, it only reports. Latency depends on the machine and on what else
//    runs on it: the bench itself shares the cores with the server.
//
// `--open` measures capacity at the latency budget instead (scripts/bench-open.mjs): visits arrive
// at a fixed rate whatever the server does, each request timed from when it was due, at each of
// --rates (requests/s; 250 … 3,000) for --seconds (30) after the warm-up, until a rate is not held
// (p99 over 100 ms, or under 95% of the rate sent). It reports per database the highest rate held;
// with --check it exits 1 when SQLite holds under 1,000 requests/s or PostgreSQL under 500. The
// closed loop above stays the ceiling: how fast the server answers when never left idle.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import { requireBuiltApi, startServer } from './bench-lib.mjs';
import { httpClient, runVisits, signUpAccounts } from './bench-load.mjs';
import { runOpenLoop } from './bench-open.mjs';
import {
  formatReport,
  formatSweep,
  overBudget,
  parseBenchArgs,
  rateHeld,
  summarise,
  underRateBudget,
} from './bench-report.mjs';

/** Connections the open loop may open at once: enough that it never waits for one. */
const OPEN_LOOP_CONNECTIONS = 1024;

/** SESSION_TOUCH_INTERVAL_MS in apps/api/src/modules/sessions/service.ts, and a second more. */
const AGED_BY_MS = 61_000;

/**
 * A database for one run: the server's environment, `ageSessions` on a connection of the bench's
 * own, and `close`, which removes everything.
 */
async function sqliteDatabase(dataDir) {
  let sqlite;
  return {
    dialect: 'sqlite',
    env: { DATA_DIR: dataDir },
    async ageSessions(userIds) {
      // Opened once the server has created the file; another process's write, as a CLI's would be.
      sqlite ??= new BetterSqlite3(join(dataDir, 'waha.sqlite'));
      sqlite.pragma('busy_timeout = 5000');
      sqlite
        .prepare(
          `update sessions set last_seen_at = ? where user_id in (${userIds.map(() => '?').join(',')})`,
        )
        .run(new Date(Date.now() - AGED_BY_MS).toISOString(), ...userIds);
    },
    async close() {
      sqlite?.close();
    },
  };
}

async function postgresDatabase(adminUrl, dataDir) {
  const schema = `waha_bench_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create schema "${schema}"`);
  const url = new URL(adminUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    dialect: 'postgres',
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    async ageSessions(userIds) {
      await admin.query(
        `update "${schema}".sessions set last_seen_at = $1 where user_id = any($2)`,
        [new Date(Date.now() - AGED_BY_MS).toISOString(), userIds],
      );
    },
    async close() {
      try {
        await admin.query(`drop schema "${schema}" cascade`);
      } finally {
        await admin.end();
      }
    },
  };
}

async function run(database, options) {
  const server = await startServer(database.env.DATA_DIR, {
    ...database.env,
    AUTH_RATE_LIMIT_SCALE: String(options.accounts),
  });
  const client = httpClient(
    server.base,
    options.open ? OPEN_LOOP_CONNECTIONS : options.connections,
  );
  try {
    const setupStarted = performance.now();
    const accounts = await signUpAccounts(client, options);
    console.log(
      `${database.dialect}: ${accounts.length} accounts signed up with ${options.records} ` +
        `records each in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s`,
    );
    const ageSessions = (userIds) => database.ageSessions(userIds);
    await ageSessions(accounts.map((account) => account.userId));
    if (options.open) return await sweep(database.dialect, client, accounts, options, ageSessions);
    const load = { ...options, measure: false, seconds: options.warmUpSeconds };
    if (options.warmUpSeconds > 0) await runVisits(client, accounts, load, ageSessions);
    const measured = await runVisits(client, accounts, { ...options, measure: true }, ageSessions);
    return summarise({ dialect: database.dialect, ...measured });
  } finally {
    client.close();
    await server.stop();
  }
}

/**
 * The open-loop sweep: each rate in turn (a warm-up, then the measured seconds) until one is not
 * held; the highest rate held is the database's figure.
 */
async function sweep(dialect, client, accounts, options, ageSessions) {
  const steps = [];
  let highestHeld;
  for (const rate of options.rates) {
    if (options.warmUpSeconds > 0) {
      const warmUp = { rate, seconds: options.warmUpSeconds, measure: false };
      await runOpenLoop(client, accounts, warmUp, ageSessions);
    }
    const load = { rate, seconds: options.seconds, measure: true };
    const summary = summarise({
      dialect,
      ...(await runOpenLoop(client, accounts, load, ageSessions)),
    });
    const held = rateHeld(rate, summary);
    steps.push({ rate, summary, held });
    console.log(
      `${dialect}: ${rate} requests/s for ${options.seconds} s: p99 ${summary.all.p99.toFixed(1)} ms, ` +
        `${held ? 'held' : 'not held'}`,
    );
    if (!held) break;
    highestHeld = rate;
  }
  return { dialect, steps, highestHeld };
}

let options;
try {
  options = parseBenchArgs(process.argv.slice(2));
} catch (error) {
  console.error(error.message);
  process.exit(2);
}
requireBuiltApi();
const postgresUrl = process.env.TEST_DATABASE_URL;
console.log(
  (options.open
    ? `${options.accounts} accounts, open loop at ${options.rates.join(', ')} requests/s, ` +
      `${options.warmUpSeconds} s warm-up and ${options.seconds} s measured per rate; `
    : `${options.accounts} accounts, ${options.connections} connections, ` +
      `${options.warmUpSeconds} s warm-up and ${options.seconds} s measured per database; `) +
    `PostgreSQL: ${postgresUrl ? 'on' : 'off (set TEST_DATABASE_URL to include it)'}`,
);
const summaries = [];
const dir = await mkdtemp(join(tmpdir(), 'waha-bench-'));
try {
  const databases = [() => sqliteDatabase(join(dir, 'sqlite'))];
  if (postgresUrl) databases.push(() => postgresDatabase(postgresUrl, join(dir, 'postgres')));
  for (const open of databases) {
    const database = await open();
    try {
      summaries.push(await run(database, options));
    } finally {
      await database.close();
    }
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
if (options.open) {
  console.log(`\n${formatSweep(summaries)}\n`);
  const failures = underRateBudget(summaries);
  for (const failure of failures) console.error(failure);
  if (failures.length === 0) console.log('every database holds its budgeted rate');
  if (options.check && failures.length > 0) process.exitCode = 1;
} else {
  console.log(`\n${formatReport(summaries)}\n`);
  const failures = overBudget(summaries);
  for (const failure of failures) console.error(failure);
  if (failures.length === 0) console.log('p99 within 100 ms on every database');
  if (options.check && failures.length > 0) process.exitCode = 1;
}
