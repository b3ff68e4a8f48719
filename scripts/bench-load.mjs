// The load of `npm run bench` (scripts/bench.mjs): an HTTP client on keep-alive connections, the
// accounts it signs up, and the visits it makes with them.
import http from 'node:http';
import { randomBase64, newRegistration } from './bench-lib.mjs';
import { STEPS } from './bench-report.mjs';

/** Random bytes per record: base64 makes them 1,016 characters of ciphertext. */
const RECORD_BYTES = 760;
const KIND = 'diary-entry';
/** A request unanswered this long fails the run: the time the load takes stays bounded. */
const REQUEST_TIMEOUT_MS = 30_000;
/** Registrations at once: each costs the server an Argon2id hash on its 4 worker threads. */
const REGISTERING_AT_ONCE = 4;
/** Accounts whose sessions are aged together, in one UPDATE (see `accountQueue`). */
const AGEING_BATCH = 25;

/** Requests over at most `connections` keep-alive connections to `base`; each answer timed. */
export function httpClient(base, connections) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const { hostname, port } = new URL(base);
  function send(method, path, { cookie, body } = {}) {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers = { ...(cookie ? { cookie } : {}) };
    if (payload !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = Buffer.byteLength(payload);
    }
    return new Promise((resolve, reject) => {
      const started = performance.now();
      const request = http.request(
        { agent, hostname, port, method, path, headers, timeout: REQUEST_TIMEOUT_MS },
        (response) => {
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () =>
            resolve({
              status: response.statusCode,
              headers: response.headers,
              body: Buffer.concat(chunks).toString('utf8'),
              ms: performance.now() - started,
            }),
          );
        },
      );
      request.on('timeout', () =>
        request.destroy(new Error(`${method} ${path}: no answer in ${REQUEST_TIMEOUT_MS} ms`)),
      );
      request.on('error', reject);
      request.end(payload);
    });
  }
  return { send, close: () => agent.destroy() };
}

function expectStatus(response, status, what) {
  if (response.status !== status) {
    throw new Error(
      `${what}: ${response.status} instead of ${status}: ${response.body.slice(0, 300)}`,
    );
  }
  return response;
}

/** Runs `task` for each item, `atOnce` at a time. */
async function eachAtOnce(items, atOnce, task) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(atOnce, items.length) }, worker));
}

/**
 * Signs up `count` accounts through the API and saves `records` diary entries in each. Random
 * bytes stand in for the keys a browser derives with Argon2id (64 MiB, which would take the
 * client seconds per account); the server cannot tell them apart and does all its own work, an
 * Argon2id hash of each authKey among it.
 */
export async function signUpAccounts(client, { accounts: count, records, connections }) {
  const accounts = Array.from({ length: count }, (_, i) => ({
    nickname: `Bench Cedar ${i + 1}`,
  }));
  await eachAtOnce(accounts, REGISTERING_AT_ONCE, async (account) => {
    const response = expectStatus(
      await client.send('POST', '/api/auth/register', { body: newRegistration(account.nickname) }),
      201,
      'registering',
    );
    const setCookie = [response.headers['set-cookie'] ?? []].flat();
    account.cookie = setCookie.map((it) => it.split(';')[0]).join('; ');
    account.userId = JSON.parse(response.body).account.id;
    account.saved = 0;
  });
  const saves = accounts.flatMap((account) =>
    Array.from({ length: records }, (_, i) => ({ account, id: `entry-${i + 1}` })),
  );
  await eachAtOnce(saves, connections, async ({ account, id }) => {
    expectStatus(
      await client.send('PUT', `/api/records/${KIND}/${id}`, {
        cookie: account.cookie,
        body: { version: 0, ciphertext: randomBase64(RECORD_BYTES) },
      }),
      200,
      'saving a record',
    );
  });
  return accounts;
}

/**
 * The accounts waiting for a visit. A visit's first request should find the session last used
 * over a minute ago, as a person's does when they come back, so that it writes `last_seen_at`
 * (at most once a minute). Instead of waiting a minute, an account that has had its visit is
 * aged: its session's `last_seen_at` is moved back past the minute, in one UPDATE for a batch of
 * accounts (`ageSessions`, on a connection of the bench's own), and only then is it ready for
 * its next visit. That keeps every connection busy without a pause between rounds.
 */
export function accountQueue(accounts, ageSessions) {
  const ready = [...accounts];
  let toAge = [];
  let ageing;
  let wake = [];
  let failure;
  const startAgeing = () => {
    const batch = toAge;
    toAge = [];
    ageing = ageSessions(batch.map((account) => account.userId)).then(
      () => {
        ready.push(...batch);
        ageing = undefined;
        if (toAge.length >= AGEING_BATCH) startAgeing();
      },
      (error) => {
        failure = error;
        ageing = undefined;
      },
    );
    void ageing.finally(() => {
      for (const done of wake.splice(0)) done();
    });
  };
  return {
    async take() {
      for (;;) {
        if (failure) throw failure;
        if (ready.length > 0) return ready.shift();
        // Nothing ready: age whatever has had its visit rather than wait for a full batch.
        if (!ageing && toAge.length > 0) startAgeing();
        await new Promise((done) => wake.push(done));
      }
    },
    done(account) {
      toAge.push(account);
      if (!ageing && (toAge.length >= AGEING_BATCH || wake.length > 0)) startAgeing();
    },
  };
}

/**
 * One visit of one person, in the order the app makes it: who is signed in (the session touch,
 * since the session was last used over a minute ago), the list of their diary entries, a new
 * entry saved, and that entry deleted (so the list keeps its length).
 */
export async function visit(client, account, times) {
  const { cookie } = account;
  const list = `/api/records/${KIND}`;
  const record = `${list}/visit-${(account.saved += 1)}`;
  const step = async (name, status, method, path, body) => {
    const response = await client.send(method, path, { cookie, body });
    times?.[name].push(expectStatus(response, status, name).ms);
  };
  await step('session', 200, 'GET', '/api/auth/session');
  await step('list', 200, 'GET', list);
  await step('save', 200, 'PUT', record, { version: 0, ciphertext: randomBase64(RECORD_BYTES) });
  await step('delete', 204, 'DELETE', record, { version: 1 });
}

/**
 * Visits on `connections` connections at once until `seconds` have passed or `maxRequests`
 * requests have been made (the visits under way then are finished and counted). Returns every
 * request's time by step, when `measure` is set.
 */
export async function runVisits(
  client,
  accounts,
  { connections, seconds, maxRequests, measure },
  ageSessions,
) {
  const queue = accountQueue(accounts, ageSessions);
  const times = measure ? Object.fromEntries(STEPS.map((step) => [step, []])) : undefined;
  const started = performance.now();
  const stopAt = started + seconds * 1000;
  let requests = 0;
  let visits = 0;
  const connection = async () => {
    while (performance.now() < stopAt && requests < maxRequests) {
      const account = await queue.take();
      requests += STEPS.length;
      await visit(client, account, times);
      visits += 1;
      queue.done(account);
    }
  };
  await Promise.all(Array.from({ length: connections }, connection));
  return { latencies: times, visits, seconds: (performance.now() - started) / 1000 };
}
