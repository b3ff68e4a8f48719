import { randomUUID } from 'node:crypto';
import { staffKeyResponseSchema } from '@waha/shared/session-request';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPasswordKeys, newRecoveryKeys, newRegistration, signUp } from '../test/accounts';
import type { SignedIn } from '../test/accounts';
import { createTestApp } from '../test/app';
import type { TestApp } from '../test/app';
import { dialects } from '../test/dialects';
import {
  HOSTILE_STRINGS,
  HOSTILE_URL_PARTS,
  RAW_BODIES,
  listRoutes,
  mutations,
} from '../test/fuzz';
import type { Route } from '../test/fuzz';
import { SESSION_COOKIE } from './modules/sessions/guard';
import { createSessions } from './modules/sessions/service';
import { STAFF_COOKIE } from './modules/staff/sessions';
import { sampleRequest, sealForTest } from '../test/seal';
import { staffExamples } from '../test/staff-fuzz';
import type { StaffFuzzing } from '../test/staff-fuzz';
import { findUserById, insertUser } from './modules/users/repository';

/**
 * Hostile input on every route of the API, on every database: control characters, invisible
 * formatting, lone surrogates, huge strings, wrong types and deep nesting in each field, query
 * parameter, path parameter and cookie, one change at a time to an otherwise valid request (so
 * the value reaches as far into the server as it can). Whatever comes in, the answer is a 4xx
 * (or a success): never a 5xx.
 */

interface Accounts {
  /** Logs in, looks up its parameters and owns the shared session and its records. */
  layla: SignedIn;
  /** Recovers with its code (which ends its sessions). */
  rami: SignedIn;
  /** Changes its password. */
  salma: SignedIn;
}

interface Example {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: (accounts: Accounts) => unknown;
  /** Whose session the request carries; `fresh`: a new account each time (the route ends it). */
  session?: keyof Accounts | 'fresh';
  /** Whose staff session it carries instead; `fresh`: a new one each time (the route ends it). */
  staff?: 'member' | 'admin' | 'fresh';
}

const sessionOnly: Example = { session: 'layla' };
const record: Example = { session: 'layla', params: { kind: 'diary-entry', id: 'fuzz-1' } };
const account: Example = { session: 'layla', body: () => ({ gender: 'male' }) };

/** A valid request for each route. A route missing here fails the first test below. */
const EXAMPLES: Record<string, Example> = {
  'GET /api/health': {},
  'GET /api/auth/params': { query: { nickname: 'Layla Oasis' } },
  'POST /api/auth/register': { body: () => newRegistration() },
  'POST /api/auth/login': {
    body: ({ layla }) => ({ nickname: 'Layla Oasis', authKey: layla.registration.keys.authKey }),
  },
  'POST /api/auth/logout': { session: 'fresh' },
  'POST /api/auth/logout-everywhere': { session: 'fresh' },
  'GET /api/auth/session': sessionOnly,
  // A new session each time: a lock set on a shared one would refuse the routes after it.
  'PUT /api/auth/session/lock': { session: 'fresh', body: () => ({ secret: 'a'.repeat(43) }) },
  'DELETE /api/auth/session/lock': { session: 'fresh' },
  'POST /api/auth/recover/key': {
    body: ({ rami }) => ({
      nickname: 'Rami Cedar',
      recoveryAuth: rami.registration.recovery.recoveryAuth,
    }),
  },
  'POST /api/auth/recover': {
    body: ({ rami }) => ({
      nickname: 'Rami Cedar',
      recoveryAuth: rami.registration.recovery.recoveryAuth,
      keys: newPasswordKeys(),
      recovery: newRecoveryKeys(),
    }),
  },
  'PATCH /api/account': account,
  'PATCH /api/account/': account,
  'DELETE /api/account': { session: 'fresh' },
  'DELETE /api/account/': { session: 'fresh' },
  'POST /api/account/password': {
    session: 'salma',
    body: ({ salma }) => ({
      currentAuthKey: salma.registration.keys.authKey,
      keys: newPasswordKeys(),
    }),
  },
  'GET /api/records/:kind': { ...sessionOnly, params: { kind: 'diary-entry' } },
  'GET /api/records/:kind/:id': record,
  'PUT /api/records/:kind/:id': { ...record, body: () => ({ version: 0, ciphertext: 'Y3Q=' }) },
  'DELETE /api/records/:kind/:id': { ...record, body: () => ({ version: 1 }) },
  'GET /api/therapy-requests/key': {},
};

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const keyOf = (route: Route) => `${route.method} ${route.path}`;

/** Percent-encodes a string, or leaves it out when it is not well-formed UTF-16 (no encoding exists). */
function encoded(value: string): string | undefined {
  try {
    return encodeURIComponent(value);
  } catch {
    return undefined;
  }
}
const URL_VALUES = [
  ...HOSTILE_URL_PARTS,
  ...HOSTILE_STRINGS.filter((value) => value.length < 10_000).flatMap(
    (value) => encoded(value) ?? [],
  ),
];

interface Probe {
  url: string;
  payload?: string | undefined;
  cookie?: string;
  label: string;
}

/** One change at a time to the valid request: body fields, query values, path parameters, cookie. */
function* probes(route: Route, example: Example, accounts: Accounts): Generator<Probe> {
  const path = (params: Record<string, string>) =>
    route.path.replace(/:(\w+)/g, (_, name: string) => params[name] ?? 'x');
  const query = (values: Record<string, string>) => {
    const pairs = Object.entries(values).map(([key, value]) => `${key}=${value}`);
    return pairs.length > 0 ? `?${pairs.join('&')}` : '';
  };
  const validQuery = Object.fromEntries(
    Object.entries(example.query ?? {}).map(([key, value]) => [key, encodeURIComponent(value)]),
  );
  const url = path(example.params ?? {}) + query(validQuery);
  const { body } = example;
  const payload = body && JSON.stringify(body(accounts));

  yield { url, payload, label: 'valid' };
  if (body) {
    for (const mutation of mutations(() => body(accounts))) yield { url, ...mutation };
  } else if (WITH_BODY.has(route.method)) {
    // The route reads no body; it only has to survive being sent one.
    for (const raw of RAW_BODIES) yield { url, payload: raw, label: 'raw body' };
  }
  // The body goes along only where the URL is read (else it would cost a password hash each time).
  const urlPayload = example.query || example.params ? payload : undefined;
  for (const value of URL_VALUES) {
    for (const name of Object.keys(example.query ?? { nickname: '' })) {
      yield {
        url: path(example.params ?? {}) + query({ ...validQuery, [name]: value }),
        payload: urlPayload,
        label: `?${name}`,
      };
    }
    yield {
      url: `${url}${url.includes('?') ? '&' : '?'}${value}=${value}`,
      payload: urlPayload,
      label: '?extra',
    };
    for (const name of Object.keys(example.params ?? {})) {
      yield {
        url: path({ ...example.params, [name]: value }) + query(validQuery),
        payload: urlPayload,
        label: `:${name}`,
      };
    }
    if (example.session)
      yield { url, payload: urlPayload, cookie: `waha_session=${value}`, label: 'cookie' };
    if (example.staff)
      yield { url, payload: urlPayload, cookie: `${STAFF_COOKIE}=${value}`, label: 'staff cookie' };
  }
}

describe.each(dialects)('hostile input on $name', (dialect) => {
  let t: TestApp;
  let accounts: Accounts;
  let address = 0;

  beforeAll(async () => {
    // Rate limits would answer 429 before a value reached the database.
    t = await createTestApp(dialect, { env: { AUTH_RATE_LIMIT_SCALE: '1000000' } });
    accounts = {
      layla: await signUp(t.app, newRegistration('Layla Oasis')),
      rami: await signUp(t.app, newRegistration('Rami Cedar')),
      salma: await signUp(t.app, newRegistration('Salma Dune')),
    };
    const key = staffKeyResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/therapy-requests/key' })).json(),
    );
    const envelope = await sealForTest(key, sampleRequest());
    EXAMPLES['POST /api/therapy-requests'] = { body: () => envelope };
    EXAMPLES['POST /api/therapy-requests/'] = EXAMPLES['POST /api/therapy-requests'];
    staff = await staffExamples(t, envelope);
  });
  afterAll(() => t?.cleanup());

  /** A session of a new account for the routes that end it; a new one once it has been used. */
  let fresh: string | undefined;
  let freshStaff: string | undefined;
  let staff: StaffFuzzing;

  /** An account written straight to the table (no password hash to compute) and a session of it. */
  async function freshSession(): Promise<string> {
    const { db } = t.database;
    const template = await findUserById(db, accounts.layla.session.account.id);
    if (!template) throw new Error('the first account is gone');
    const id = randomUUID();
    await insertUser(db, { ...template, id, nickname: id, nickname_key: id });
    const { token } = await createSessions(db, t.config.session).start(id);
    return `${SESSION_COOKIE}=${token}`;
  }

  async function send(
    route: Route,
    example: Example,
    probe: Probe,
  ): Promise<LightMyRequestResponse> {
    const { session } = example;
    let cookie = probe.cookie;
    if (cookie === undefined && session !== undefined) {
      cookie = session === 'fresh' ? (fresh ??= await freshSession()) : accounts[session].cookie;
    }
    if (cookie === undefined && example.staff !== undefined) {
      cookie =
        example.staff === 'fresh'
          ? (freshStaff ??= await staff.freshSession())
          : staff.cookies[example.staff];
    }
    address += 1;
    const res = await t.app.inject({
      method: route.method as 'GET',
      url: probe.url,
      headers: {
        ...(WITH_BODY.has(route.method) ? { 'content-type': 'application/json' } : {}),
        ...(cookie === undefined ? {} : { cookie }),
      },
      ...(probe.payload === undefined ? {} : { payload: probe.payload }),
      remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
    });
    if (cookie === fresh && res.statusCode < 300) fresh = undefined;
    if (cookie === freshStaff && res.statusCode < 300) freshStaff = undefined;
    return res;
  }

  it('has a valid example of every route the app serves', () => {
    const routes = listRoutes(t.app).map(keyOf);
    expect(routes.length).toBeGreaterThan(15);
    expect(routes.filter((route) => !(route in EXAMPLES) && !(route in staff.examples))).toEqual(
      [],
    );
  });

  it('answers no hostile request with a 5xx', { timeout: 600_000 }, async () => {
    const started = Date.now();
    let requests = 0;
    const failures: string[] = [];
    for (const route of listRoutes(t.app)) {
      const example = EXAMPLES[keyOf(route)] ?? staff.examples[keyOf(route)] ?? {};
      for (const probe of probes(route, example, accounts)) {
        const res = await send(route, example, probe);
        requests += 1;
        if (res.statusCode >= 500) {
          failures.push(
            `${keyOf(route)} ${probe.label}: ${res.statusCode} ${JSON.stringify(probe.payload ?? probe.url).slice(0, 80)}`,
          );
        }
      }
    }
    const seconds = Math.round((Date.now() - started) / 1000);
    console.log(
      `input fuzz on ${dialect.name}: ${requests} requests, ${failures.length} answered 5xx (${seconds} s)`,
    );
    expect(requests).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
  });
});
