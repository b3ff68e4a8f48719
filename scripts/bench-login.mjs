// Login throughput and the auth rate limiter, measured against the built API on loopback.
//
//   npm run build -w apps/api && node scripts/bench-login.mjs
//
// 1. Starts apps/api/dist/main.js (SQLite in a temporary DATA_DIR, 127.0.0.1, a free port) with
//    the rate limits scaled up so they stay out of the way, registers one account and logs in to
//    it for a fixed 10 s with 4 requests in flight: successful logins per second and latencies.
// 2. Starts it again with the default limits and counts how many logins get through for one
//    nickname, and then for one address trying many nicknames, before the 429s start.
// 3. Starts it once more with the default limits (and TRUST_PROXY=1, so X-Forwarded-For gives each
//    request an address): an attacker fails at one nickname from a new address each time, 4 in
//    flight, for 20 s, while the owner logs in with the right key from their own address every 2 s.
//    Shows that the owner always gets in, and how long it takes.
// Every phase is bounded in time and in requests; the servers and the folder are removed at the end.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { post, randomBase64, register, requireBuiltApi, startServer } from './bench-lib.mjs';
import { percentile } from './bench-report.mjs';

const DURATION_MS = 10_000;
const CONCURRENCY = 4;
/** Safety cap on the throughput phase, far above what one machine reaches in 10 s. */
const MAX_LOGINS = 200_000;
/** Attempts made in each rate-limit phase; the defaults allow 10 (per nickname) and 30 (per address). */
const LIMIT_PROBES = 40;

async function measureThroughput(dataDir) {
  const server = await startServer(dataDir, { AUTH_RATE_LIMIT_SCALE: '10000' });
  try {
    const { nickname, keys } = await register(server.base, 'Bench Cedar');
    const body = { nickname, authKey: keys.authKey };
    const latencies = [];
    const statuses = new Map();
    const started = performance.now();
    const stopAt = started + DURATION_MS;
    let sent = 0;
    const worker = async () => {
      while (performance.now() < stopAt && sent < MAX_LOGINS) {
        sent++;
        const t0 = performance.now();
        const res = await post(server.base, '/api/auth/login', body);
        latencies.push(performance.now() - t0);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const ok = statuses.get(200) ?? 0;
    return {
      seconds: Number(seconds.toFixed(2)),
      concurrency: CONCURRENCY,
      requests: latencies.length,
      statuses: Object.fromEntries(statuses),
      successfulLoginsPerSecond: Number((ok / seconds).toFixed(1)),
      latencyMs: {
        p50: Number(percentile(latencies, 50).toFixed(1)),
        p95: Number(percentile(latencies, 95).toFixed(1)),
        p99: Number(percentile(latencies, 99).toFixed(1)),
        max: Number(latencies.at(-1).toFixed(1)),
      },
    };
  } finally {
    await server.stop();
  }
}

/** Sends `LIMIT_PROBES` logins one after another and tallies the answers up to the first 429. */
async function probe(server, bodyFor) {
  const statuses = [];
  let retryAfter;
  for (let i = 0; i < LIMIT_PROBES; i++) {
    const res = await post(server.base, '/api/auth/login', bodyFor(i));
    statuses.push(res.status);
    if (res.status === 429 && retryAfter === undefined) retryAfter = res.headers.get('retry-after');
  }
  const first429 = statuses.indexOf(429);
  const count = (status) => statuses.filter((it) => it === status).length;
  return {
    attempts: statuses.length,
    answeredBefore429: first429 === -1 ? statuses.length : first429,
    count200: count(200),
    count401: count(401),
    count429: count(429),
    retryAfterSeconds: retryAfter === undefined ? null : Number(retryAfter),
  };
}

async function measureDefaultLimits(dataDir) {
  const perNickname = await startServer(join(dataDir, 'nickname'), {});
  let byNickname;
  try {
    const { nickname, keys } = await register(perNickname.base, 'Limit Cedar');
    // The right key every time: the limiter, not the key, stops it.
    byNickname = await probe(perNickname, () => ({ nickname, authKey: keys.authKey }));
  } finally {
    await perNickname.stop();
  }
  const perAddress = await startServer(join(dataDir, 'address'), {});
  let byAddress;
  try {
    byAddress = await probe(perAddress, (i) => ({
      nickname: `Visitor ${i}`,
      authKey: randomBase64(32),
    }));
  } finally {
    await perAddress.stop();
  }
  return { oneNicknameRightKey: byNickname, oneAddressManyNicknames: byAddress };
}

const ATTACK_MS = 20_000;
const MAX_ATTACK_REQUESTS = 5_000;
const OWNER_EVERY_MS = 2_000;

async function measureOwnerUnderAttack(dataDir) {
  const server = await startServer(dataDir, { TRUST_PROXY: '1' });
  try {
    const { nickname, keys } = await register(server.base, 'Owner Cedar');
    const stopAt = performance.now() + ATTACK_MS;
    const attacker = new Map();
    let sent = 0;
    const attack = async () => {
      while (performance.now() < stopAt && sent < MAX_ATTACK_REQUESTS) {
        sent++;
        const from = `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`;
        const res = await post(
          server.base,
          '/api/auth/login',
          { nickname, authKey: randomBase64(32) },
          { 'x-forwarded-for': from },
        );
        attacker.set(res.status, (attacker.get(res.status) ?? 0) + 1);
      }
    };
    const owner = [];
    const ownerLogins = async () => {
      while (performance.now() < stopAt) {
        const t0 = performance.now();
        const res = await post(
          server.base,
          '/api/auth/login',
          { nickname, authKey: keys.authKey },
          { 'x-forwarded-for': '192.0.2.1' },
        );
        owner.push({ status: res.status, ms: performance.now() - t0 });
        await new Promise((done) => setTimeout(done, OWNER_EVERY_MS));
      }
    };
    await Promise.all([...Array.from({ length: CONCURRENCY }, attack), ownerLogins()]);
    const latencies = owner.map((it) => it.ms).sort((a, b) => a - b);
    return {
      seconds: ATTACK_MS / 1000,
      attackerRequests: sent,
      attackerStatuses: Object.fromEntries(attacker),
      ownerLogins: owner.length,
      ownerSucceeded: owner.filter((it) => it.status === 200).length,
      ownerStatuses: [...new Set(owner.map((it) => it.status))],
      ownerLatencyMs: {
        first: Number(owner[0]?.ms.toFixed(1)),
        p50: Number(percentile(latencies, 50).toFixed(1)),
        max: Number(latencies.at(-1).toFixed(1)),
      },
    };
  } finally {
    await server.stop();
  }
}

requireBuiltApi();
const dataDir = await mkdtemp(join(tmpdir(), 'waha-bench-login-'));
try {
  console.log('Logins for 10 s at concurrency 4 (rate limits scaled out of the way)…');
  const throughput = await measureThroughput(join(dataDir, 'throughput'));
  console.log(JSON.stringify(throughput, null, 2));
  console.log(`Default rate limits, ${LIMIT_PROBES} logins each, one after another…`);
  console.log(JSON.stringify(await measureDefaultLimits(join(dataDir, 'limits')), null, 2));
  console.log(
    'The owner logs in while an attacker fails at the same nickname from ever new addresses…',
  );
  console.log(JSON.stringify(await measureOwnerUnderAttack(join(dataDir, 'attack')), null, 2));
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
