import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newRegistration, randomBase64 } from '../../test/accounts';
import { buildApi, bundleDir, startNode } from '../../test/processes';
import { findPostgresBin, startThrowawayPostgres } from '../../test/throwaway-postgres';
import type { ThrowawayPostgres } from '../../test/throwaway-postgres';

/**
 * The built server on a PostgreSQL of the test's own, which is made to fail under a steady
 * write load: the API's connections terminated, a fast restart, and a crash (immediate stop)
 * with a pause before it comes back. The process must stay up, answer 503
 * `database_unavailable` meanwhile, report itself down in /api/health and recover by itself,
 * and every write it acknowledged must be there afterwards.
 *
 * It runs with the other PostgreSQL tests (TEST_DATABASE_URL set, as `.ci/run` does) when the
 * PostgreSQL server programs are here (Debian's /usr/lib/postgresql/N/bin, or PG_BIN).
 */
const bin = findPostgresBin();
const skipReason = !process.env.TEST_DATABASE_URL
  ? 'TEST_DATABASE_URL is not set'
  : bin === undefined
    ? 'no initdb and pg_ctl found (install PostgreSQL or set PG_BIN)'
    : undefined;
if (skipReason) console.info(`PostgreSQL outage test skipped: ${skipReason}`);

const WRITERS = 4;
const LOAD_MS = 20_000;
/** Each writer's pace and cap: bounded in time and count (diary entries allow 1000 each). */
const WRITE_INTERVAL_MS = 40;
const MAX_WRITES_PER_WRITER = 600;
const APPLICATION_NAME = 'waha-outage-test-api';

interface Acknowledged {
  cookie: string;
  id: string;
  ciphertext: string;
}

describe.skipIf(skipReason !== undefined)('the built server through PostgreSQL outages', () => {
  let outdir: string;
  let dataDir: string;
  let postgres: ThrowawayPostgres;
  let child: ChildProcess;
  let baseUrl: string;
  const logLines: string[] = [];
  let stderrText = '';

  beforeAll(async () => {
    outdir = await bundleDir();
    dataDir = await mkdtemp(join(tmpdir(), 'waha-outage-'));
    await buildApi(outdir);
    postgres = await startThrowawayPostgres(bin ?? '');
    const url = new URL(postgres.url);
    url.searchParams.set('application_name', APPLICATION_NAME);
    child = startNode(join(outdir, 'main.js'), [], {
      DATABASE_URL: url.toString(),
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      WEB_DIST_DIR: join(dataDir, 'no-web-build'),
      AUTH_RATE_LIMIT_SCALE: '100',
    });
    const { stdout, stderr } = child;
    if (!stdout || !stderr) throw new Error('startNode pipes stdout and stderr');
    baseUrl = await new Promise<string>((resolve, reject) => {
      // Read every line for the whole run: a full pipe would stall the server's logging.
      createInterface({ input: stdout }).on('line', (line) => {
        logLines.push(line);
        const entry = JSON.parse(line) as { msg?: string; url?: string };
        if (entry.msg === 'Waha is listening' && entry.url) resolve(entry.url);
      });
      stderr.on('data', (chunk: Buffer) => (stderrText += chunk.toString()));
      child.on('exit', (code) => reject(new Error(`server exited (${code}):\n${stderrText}`)));
    });
  }, 180_000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    }
    await postgres?.destroy();
    await rm(outdir, { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
  });

  async function call(path: string, init: RequestInit = {}) {
    const res = await fetch(new URL(path, baseUrl), {
      ...init,
      headers: { 'content-type': 'application/json', ...init.headers },
      signal: AbortSignal.timeout(15_000),
    });
    const text = await res.text();
    return { status: res.status, text, setCookie: res.headers.getSetCookie() };
  }

  async function signUp(): Promise<string> {
    const res = await call('/api/auth/register', {
      method: 'POST',
      body: JSON.stringify(newRegistration()),
    });
    expect(res.status, res.text).toBe(201);
    const cookie = res.setCookie.find((it) => it.startsWith('waha_session='))?.split(';')[0];
    if (!cookie) throw new Error('no session cookie');
    return cookie;
  }

  /** Ends every connection the API has open, as an operator's pg_terminate_backend would. */
  async function terminateApiBackends(): Promise<number> {
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    try {
      // In the select list, so it runs only for the rows the filter kept.
      const { rows } = await admin.query<{ terminated: boolean }>(
        'select pg_terminate_backend(pid) as terminated from pg_stat_activity where application_name = $1',
        [APPLICATION_NAME],
      );
      return rows.filter((row) => row.terminated).length;
    } finally {
      await admin.end();
    }
  }

  it('stays up, answers 503 while the database is gone, recovers by itself and loses no write', async () => {
    const cookies = await Promise.all(Array.from({ length: WRITERS }, () => signUp()));
    const started = Date.now();
    const elapsed = () => Date.now() - started;
    const acknowledged: Acknowledged[] = [];
    const unexpected: string[] = [];
    let unavailable = 0;
    let unreachable = 0;
    let lastAcknowledgedAt = 0;
    let stop = false;

    const writer = async (cookie: string, n: number) => {
      for (let i = 0; i < MAX_WRITES_PER_WRITER && !stop; i++) {
        const id = `w${n}-${i}`;
        const ciphertext = randomBase64(90);
        try {
          const res = await call(`/api/records/diary-entry/${id}`, {
            method: 'PUT',
            headers: { cookie },
            body: JSON.stringify({ version: 0, ciphertext }),
          });
          if (res.status === 200) {
            acknowledged.push({ cookie, id, ciphertext });
            lastAcknowledgedAt = Date.now();
          } else if (res.status === 503 && JSON.parse(res.text).code === 'database_unavailable') {
            unavailable += 1;
          } else {
            unexpected.push(`${res.status} ${res.text}`);
          }
        } catch (error) {
          unreachable += 1;
          unexpected.push(`no answer: ${String(error)}`);
        }
        await sleep(WRITE_INTERVAL_MS);
      }
    };

    const health: Array<{ at: number; status: number }> = [];
    const watchHealth = async () => {
      while (!stop) {
        const res = await call('/api/health').catch(() => ({ status: 0 }));
        health.push({ at: Date.now(), status: res.status });
        await sleep(100);
      }
    };
    const waitFor = async (what: string, condition: () => boolean, timeoutMs = 15_000) => {
      const until = Date.now() + timeoutMs;
      while (!condition()) {
        if (child.exitCode !== null || child.signalCode !== null) {
          const status = child.exitCode ?? child.signalCode;
          throw new Error(`the server exited (${status}):\n${stderrText.slice(-2000)}`);
        }
        if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
        await sleep(50);
      }
    };

    const load = Promise.all([...cookies.map(writer), watchHealth()]);
    const faults = async () => {
      await sleep(3000);
      const terminated = await terminateApiBackends();
      await sleep(3000);
      await postgres.restart('fast');
      await sleep(3000);
      // A crash while requests are in flight, and a database that stays away for a while.
      await postgres.stop('immediate');
      const down = Date.now();
      await waitFor('/api/health to report the database down', () =>
        health.some((it) => it.at > down && it.status === 503),
      );
      await sleep(2000);
      await postgres.start();
      const back = Date.now();
      await waitFor('/api/health to recover', () =>
        health.some((it) => it.at > back && it.status === 200),
      );
      const healthBack = health.find((it) => it.at > back && it.status === 200)?.at ?? NaN;
      const healthRecoveryMs = healthBack - back;
      await waitFor('a write to be acknowledged again', () => lastAcknowledgedAt > back);
      const writeRecoveryMs = lastAcknowledgedAt - back;
      return { terminated, healthRecoveryMs, writeRecoveryMs };
    };
    let figures;
    try {
      figures = await faults();
      await sleep(Math.max(0, LOAD_MS - elapsed()));
    } finally {
      stop = true;
      await load;
    }

    // The process is still the one that started, and answers.
    expect(child.exitCode).toBeNull();
    expect(child.signalCode).toBeNull();
    expect(stderrText).toBe('');
    expect((await call('/api/health')).status).toBe(200);
    expect(unexpected).toEqual([]);
    expect(unreachable).toBe(0);
    expect(figures.terminated).toBeGreaterThan(0);
    expect(unavailable).toBeGreaterThan(0);

    // Every acknowledged write is there, as it was written.
    const stored = new Map<string, string>();
    for (const cookie of cookies) {
      const res = await call('/api/records/diary-entry', { headers: { cookie } });
      expect(res.status).toBe(200);
      const { records } = JSON.parse(res.text) as {
        records: Array<{ id: string; ciphertext: string }>;
      };
      for (const record of records) stored.set(`${cookie}|${record.id}`, record.ciphertext);
    }
    const lost = acknowledged.filter((it) => stored.get(`${it.cookie}|${it.id}`) !== it.ciphertext);
    expect(lost).toEqual([]);

    // Broken connections were logged briefly: code and message, never the client object.
    const entries = logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const lostConnections = entries.filter((entry) => entry.msg === 'database connection lost');
    expect(lostConnections.length).toBeGreaterThan(0);
    const briefKeys = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'code', 'message']);
    for (const entry of lostConnections) {
      expect(entry.message).toEqual(expect.any(String));
      expect(Object.keys(entry).filter((key) => !briefKeys.has(key))).toEqual([]);
    }
    expect(logLines.join('\n')).not.toMatch(/connectionParameters|_queryable|"client"/);

    const codes = new Map<string, number>();
    for (const entry of entries.filter((it) => it.msg === 'database unavailable')) {
      const code = String(entry.code ?? entry.message);
      codes.set(code, (codes.get(code) ?? 0) + 1);
    }
    console.info(
      `PostgreSQL outage: ${acknowledged.length} writes acknowledged, ${unavailable} answered 503 ` +
        `database_unavailable, ${figures.terminated} connections terminated, health down ` +
        `${health.filter((it) => it.status === 503).length} of ${health.length} checks; after ` +
        `the crash, health back ${figures.healthRecoveryMs} ms and writes ` +
        `${figures.writeRecoveryMs} ms after PostgreSQL was; ${lostConnections.length} broken ` +
        `connections logged; 0 lost, 0 exits. Causes of the 503s: ` +
        JSON.stringify(Object.fromEntries(codes)),
    );
  }, 180_000);
});
