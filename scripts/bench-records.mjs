// The records API against bare Node, side by side in one run (`npm run bench`).
//
//   npm run build -w apps/api && npm run bench
//
// 1. Starts apps/api/dist/main.js (SQLite in a temporary DATA_DIR, 127.0.0.1, a free port),
//    registers one account and saves 20 diary entries of about 1 KB of ciphertext each.
// 2. Reads them once (`GET /api/records/diary-entry`, about 21 KB of JSON) and starts a bare
//    `node:http` server in a process of its own that answers every request with those same bytes.
// 3. Loads the servers with autocannon at 100 connections: a short warm-up each, then
//    BENCH_SECONDS (default 10) of measurement each, in ROUNDS slices taken in turn (bare, API,
//    API, bare, …), so that other work on the machine weighs on both alike; capped at
//    MAX_REQUESTS requests. The API is asked as the signed-in person (the session cookie), so
//    every request is a real read; any answer but 200, or any error, fails the run rather than
//    flattering the figure.
// 4. Prints both figures and their ratio. With `--check` (`npm run bench -- --check`) it exits 1
//    when the API reaches less than BENCH_MIN_RATIO (default 0.5) of the bare server's requests
//    per second; without it the ratio is reported only, since on a busy machine the figures move.
// Everything listens on loopback only; the servers and the folder are removed at the end.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { register, requireBuiltApi, startServer } from './bench-lib.mjs';
import { freePort } from './free-port.mjs';
import { median } from './median.mjs';

const RECORDS = 20;
/** Random bytes per record: base64 makes them 1,016 characters of ciphertext. */
const RECORD_BYTES = 760;
const CONNECTIONS = 100;
const WARM_UP_SECONDS = 2;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = 5;
const MIN_RATIO = Number(process.env.BENCH_MIN_RATIO ?? 0.5);
const CHECK = process.argv.slice(2).includes('--check');
/** Far above what one machine answers in the time given; only a safety cap. */
const MAX_REQUESTS = 5_000_000;
const START_TIMEOUT_MS = 15_000;

/** Signs in as a new account and saves the records; returns the session cookie. */
async function seed(base) {
  const { cookie } = await register(base, 'Bench Cedar');
  for (let i = 0; i < RECORDS; i++) {
    const id = `entry-${String(i + 1).padStart(2, '0')}`;
    const res = await fetch(`${base}/api/records/diary-entry/${id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({
        version: 0,
        ciphertext: randomBytes(RECORD_BYTES).toString('base64'),
      }),
    });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`saving ${id} failed: ${res.status}`);
  }
  return cookie;
}

/** A bare `node:http` server in its own process, sending `bodyFile`'s bytes to every request. */
async function startBareServer(bodyFile) {
  const port = await freePort();
  const source = `
    import { createServer } from 'node:http';
    import { readFileSync } from 'node:fs';
    const body = readFileSync(${JSON.stringify(bodyFile)});
    createServer((request, response) => {
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
      response.end(body);
    }).listen(${port}, '127.0.0.1', () => process.send('listening'));
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', source], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('the bare server did not start')),
      START_TIMEOUT_MS,
    );
    child.once('message', () => resolve(clearTimeout(timer)));
    child.once('exit', (code) => reject(new Error(`the bare server exited with ${code}`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function load(url, headers, seconds) {
  const result = await autocannon({
    url,
    headers,
    connections: CONNECTIONS,
    duration: seconds,
    maxOverallRequests: MAX_REQUESTS,
  });
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(
      `${url}: ${result.non2xx} answers other than 2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  }
  return result;
}

/** The figures of one server over its slices: requests per second overall, median latencies. */
function summarise(slices) {
  const requests = slices.reduce((sum, slice) => sum + slice.requests.total, 0);
  const seconds = slices.reduce((sum, slice) => sum + slice.duration, 0);
  return {
    requestsPerSecond: Math.round(requests / seconds),
    latencyMs: {
      p50: median(slices.map((slice) => slice.latency.p50)),
      p99: median(slices.map((slice) => slice.latency.p99)),
    },
    requests,
  };
}

/** Warms both servers up, then measures them in slices taken in turn. */
async function measureSideBySide(bare, api) {
  const sides = [bare, api];
  for (const side of sides) await load(side.url, side.headers, WARM_UP_SECONDS);
  const slices = sides.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 === 0 ? [0, 1] : [1, 0];
    for (const i of order) {
      const { url, headers } = sides[i];
      slices[i].push(await load(url, headers, SECONDS / ROUNDS));
    }
  }
  return slices.map(summarise);
}

requireBuiltApi();
const dataDir = await mkdtemp(join(tmpdir(), 'waha-bench-records-'));
const api = await startServer(join(dataDir, 'api'), { AUTH_RATE_LIMIT_SCALE: '10000' });
let bare;
try {
  const cookie = await seed(api.base);
  const path = '/api/records/diary-entry';
  const res = await fetch(`${api.base}${path}`, { headers: { cookie } });
  const body = Buffer.from(await res.arrayBuffer());
  const { records } = JSON.parse(body.toString('utf8'));
  if (res.status !== 200 || records.length !== RECORDS) {
    throw new Error(`reading the records failed: ${res.status}, ${records?.length} records`);
  }
  const bodyFile = join(dataDir, 'body.json');
  await writeFile(bodyFile, body);
  bare = await startBareServer(bodyFile);

  console.log(
    `GET ${path}: ${RECORDS} records, ${body.length} bytes of JSON; ${CONNECTIONS} connections, ` +
      `${WARM_UP_SECONDS} s warm-up, ${SECONDS} s measured each, in ${ROUNDS} slices taken in turn`,
  );
  const [bareFigures, apiFigures] = await measureSideBySide(
    { url: `${bare.base}${path}`, headers: {} },
    { url: `${api.base}${path}`, headers: { cookie } },
  );
  const ratio = apiFigures.requestsPerSecond / bareFigures.requestsPerSecond;
  console.table({ 'bare node:http': bareFigures, 'records API': apiFigures });
  console.log(
    JSON.stringify(
      {
        bareRequestsPerSecond: bareFigures.requestsPerSecond,
        apiRequestsPerSecond: apiFigures.requestsPerSecond,
        ratio: Number(ratio.toFixed(3)),
        minimumRatio: MIN_RATIO,
      },
      null,
      2,
    ),
  );
  if (ratio < MIN_RATIO) {
    console.error(
      `The records API reached ${ratio.toFixed(2)} of bare Node; the budget is ${MIN_RATIO}.`,
    );
    if (CHECK) process.exitCode = 1;
  }
} finally {
  await bare?.stop();
  await api.stop();
  await rm(dataDir, { recursive: true, force: true });
}
