import { randomUUID } from 'node:crypto';
import { readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { staffKeyResponseSchema } from '@waha/shared/session-request';
import type { StaffKeyResponse, SessionRequest } from '@waha/shared/session-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateStaffKeyPair } from '@waha/shared/staff-seal';
import { createTestApp } from '../../test/app';
import type { TestApp } from '../../test/app';
import { dialects, sqlite } from '../../test/dialects';
import { insertSessionRequest, listSessionRequests } from '../modules/session-requests/repository';
import { runRequestsCli } from './commands/requests';
import type { CliDeps } from './commands/requests';
import { staffKeyPaths } from '../modules/staff-keys/staff-keys';
import { sampleRequest, sealForTest } from '../../test/seal';

/** What a run printed and how it ended. */
async function cli(args: string[], env: Record<string, string>, deps: CliDeps = {}) {
  let out = '';
  let err = '';
  const code = await runRequestsCli(
    args,
    env,
    { out: (text) => (out += text), err: (text) => (err += text) },
    deps,
  );
  return { code, out, err };
}

const amal = sampleRequest({
  name: 'أمل "Amal", Jr.',
  age: 19,
  location: 'Gaziantep',
  contactMethod: 'phone',
  contactDetails: '+90 555 123 4567',
  therapistGender: 'no-preference',
  sessionLanguage: 'either',
});
const formula = sampleRequest({ name: '=HYPERLINK("http://x")', location: '@SUM(A1)' });

describe.each(dialects)('the staff requests CLI on $name', (dialect) => {
  let t: TestApp;
  let staffKey: StaffKeyResponse;
  const ids: string[] = [];
  let env: Record<string, string>;
  let other: Awaited<ReturnType<typeof generateStaffKeyPair>>;
  const run = (...args: string[]) => cli(args, env, { database: t.database });

  async function submit(request: SessionRequest) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/therapy-requests',
      payload: await sealForTest(staffKey, request),
    });
    expect(res.statusCode).toBe(201);
    // Received times a few milliseconds apart, so "oldest first" has one answer.
    await new Promise((resolve) => setTimeout(resolve, 5));
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    env = { DATA_DIR: t.config.dataDir, LOG_LEVEL: 'silent' };
    const res = await t.app.inject({ method: 'GET', url: '/api/therapy-requests/key' });
    staffKey = staffKeyResponseSchema.parse(res.json());
    await submit(sampleRequest());
    await submit(amal);
    await submit(formula);
    // One sealed to a key that has since been replaced.
    other = await generateStaffKeyPair();
    await insertSessionRequest(t.database.db, {
      id: randomUUID(),
      ciphertext: JSON.stringify(await sealForTest(other, sampleRequest())),
      created_at: new Date(Date.now() + 1000).toISOString(),
    });
    ids.push(...(await listSessionRequests(t.database.db)).map((row) => row.id));
  });
  afterAll(() => t.cleanup());

  it('lists every request in a table, oldest first, and says which cannot be opened', async () => {
    const { code, out, err } = await run('list');
    expect(err).toBe('');
    expect(code).toBe(0);
    const lines = out.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^Id +Received \(UTC\) +Status +Name +Age +Location +Contact$/);
    expect(lines[1]).toMatch(/^-+ {2}-+/);
    expect(lines.slice(2, 6).map((line) => line.split(/\s{2,}/)[3])).toEqual([
      'Layla WahaE2EPlaintext',
      'أمل "Amal", Jr.',
      '=HYPERLINK("http://x")',
      `(cannot open: needs staff key ${other.keyId.slice(0, 8)})`,
    ]);
    expect(out).toContain('phone: +90 555 123 4567');
    expect(lines.at(-1)).toBe('4 requests.');
  });

  it('shows one request in full, by its id or the start of it', async () => {
    const id = ids[1] ?? '';
    const { code, out } = await run('show', id.slice(0, 8));
    expect(code).toBe(0);
    expect(out).toContain(`Id:               ${id}`);
    expect(out).toContain('Status:           new');
    expect(out).toContain('Name:             أمل "Amal", Jr.');
    expect(out).toContain('Age:              19');
    expect(out).toContain('Therapist:        no-preference');
    expect(out).toContain('Session language: either');
    expect(out).toContain('Contact details:  +90 555 123 4567');
  });

  it('exports CSV with every field quoted, quotes doubled and formulas neutralised', async () => {
    const { code, out } = await run('export', '--format', 'csv');
    expect(code).toBe(0);
    expect(out.startsWith('\uFEFF"id","received_at","status","name","age"')).toBe(true);
    const rows = out.slice(1).split('\r\n');
    expect(rows).toHaveLength(6); // header, four requests, and the empty end after the last CRLF
    expect(rows[5]).toBe('');
    expect(rows[2]).toContain(
      `"new","أمل ""Amal"", Jr.","19","Gaziantep","no-preference","either","phone","'+90 555 123 4567","ar",""`,
    );
    expect(rows[3]).toContain(`"'=HYPERLINK(""http://x"")","34","'@SUM(A1)"`);
    expect(rows[4]).toContain(`"cannot open: needs staff key ${other.keyId.slice(0, 8)}"`);
  });

  it('writes the export to a file only its owner can read, even one that existed', async () => {
    const file = join(t.config.dataDir, 'requests.csv');
    await writeFile(file, 'an older export', { mode: 0o644 });
    const { code, out, err } = await run('export', '--format', 'csv', '--output', file);
    expect(code).toBe(0);
    expect(out).toBe('');
    expect(err).toContain(`Wrote 4 requests to ${file}`);
    expect(await readFile(file, 'utf8')).toContain('Layla WahaE2EPlaintext');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('marks a request handled, and back to new; list --status filters', async () => {
    const id = ids[0] ?? '';
    expect(await run('mark', id, 'handled')).toMatchObject({
      code: 0,
      out: `Request ${id} is now marked handled.\n`,
    });
    expect((await run('show', id)).out).toContain('Status:           handled');
    const handled = await run('list', '--status', 'handled');
    expect(handled.out).toContain('Layla WahaE2EPlaintext');
    expect(handled.out).not.toContain('Amal');
    expect(handled.out).toContain('1 request.');
    expect((await run('list', '--status', 'new')).out).not.toContain('Layla');
    expect((await run('mark', id, 'new')).code).toBe(0);
    expect((await run('list', '--status', 'handled')).out).toBe('No handled session requests.\n');
  });

  it('says so when an id is unknown or too short to be sure', async () => {
    for (const args of [
      ['show', 'nope'],
      ['mark', randomUUID(), 'handled'],
      ['show', '0000'],
    ]) {
      const { code, err } = await run(...args);
      expect(code).toBe(1);
      expect(err).toMatch(
        /^No request with id ".+"\. `npm run requests -- list` shows every id\.\n$/,
      );
    }
  });

  it('explains usage mistakes (exit 2)', async () => {
    const cases: [string[], RegExp][] = [
      [['frobnicate'], /Unknown command "frobnicate"/],
      [['export'], /export needs --format csv/],
      [['export', '--format', 'xlsx'], /export needs --format csv/],
      [['show'], /show needs a request id/],
      [['mark', ids[0] ?? ''], /mark needs a status/],
      [['mark', ids[0] ?? '', 'done'], /Unknown status "done": use new or handled/],
      [['list', '--colour'], /Unknown option '--colour'/],
    ];
    for (const [args, message] of cases) {
      const { code, err } = await run(...args);
      expect(code, args.join(' ')).toBe(2);
      expect(err).toMatch(message);
    }
    expect((await run('help')).out).toContain('npm run requests -- list');
  });

  it('opens requests sealed to an older key when its file is given too (--key twice)', async () => {
    const older = join(t.config.dataDir, 'older-key.jwk');
    await writeFile(older, JSON.stringify(other.privateKey), { mode: 0o600 });
    const { privateKey } = staffKeyPaths(t.config.dataDir);
    const { code, out } = await run('list', '--key', privateKey, '--key', older);
    expect(code).toBe(0);
    expect(out).not.toContain('cannot open');
    expect(out.match(/Layla WahaE2EPlaintext/g)).toHaveLength(2);
  });

  it('writes each command to the audit trail, with ids and counts but nothing of a request', async () => {
    const last = await t.database.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.max('seq').as('seq'))
      .executeTakeFirst();
    const id = ids[1] ?? '';
    await run('list', '--status', 'new');
    await run('show', id);
    await run('export', '--format', 'csv');
    await run('mark', id, 'handled');
    const entries = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('seq', '>', Number(last?.seq ?? 0))
      .orderBy('seq')
      .execute();
    expect(
      entries.map((entry) => [
        entry.actor,
        entry.action,
        entry.request_id,
        JSON.parse(entry.detail),
      ]),
    ).toEqual([
      ['command line', 'requests.listed', null, { count: 4, status: 'new' }],
      ['command line', 'request.viewed', id, {}],
      ['command line', 'requests.exported', null, { count: 4 }],
      ['command line', 'request.marked', id, { status: 'handled' }],
    ]);
    // Hashes and times left out: a hash holds any three digits now and then ('555' among them).
    const stored = JSON.stringify(
      entries.map((entry) => [entry.actor, entry.action, entry.request_id, entry.detail]),
    );
    for (const plaintext of ['Amal', 'Gaziantep', '555', 'WahaE2EPlaintext']) {
      expect(stored).not.toContain(plaintext);
    }
    await run('mark', id, 'new');
  });
});

describe('the staff requests CLI and the private key', () => {
  let t: TestApp;
  let env: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp(sqlite);
    env = { DATA_DIR: t.config.dataDir, LOG_LEVEL: 'silent' };
    const key = staffKeyResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/therapy-requests/key' })).json(),
    );
    await t.app.inject({
      method: 'POST',
      url: '/api/therapy-requests',
      payload: await sealForTest(key, sampleRequest()),
    });
  });
  afterAll(() => t.cleanup());

  it('opens the server’s own database file, like the server', async () => {
    const { code, out } = await cli(['list'], env);
    expect(code).toBe(0);
    expect(out).toContain('Layla WahaE2EPlaintext');
  });

  it('explains a missing key, and reads a moved one from --key or WAHA_STAFF_KEY', async () => {
    const { privateKey } = staffKeyPaths(t.config.dataDir);
    const moved = join(t.config.dataDir, 'staff-laptop.jwk');
    await rename(privateKey, moved);

    for (const args of [['list'], ['show', 'x'], ['export', '--format', 'csv']]) {
      const { code, out, err } = await cli(args, env);
      expect(code).toBe(1);
      expect(out).toBe('');
      expect(err).toContain(`No staff private key at ${privateKey}.`);
      expect(err).toContain('--key FILE or WAHA_STAFF_KEY=FILE');
    }
    expect((await cli(['list', '--key', moved], env)).out).toContain('Layla WahaE2EPlaintext');
    const fromEnv = await cli(['list'], { ...env, WAHA_STAFF_KEY: moved });
    expect(fromEnv.out).toContain('Layla WahaE2EPlaintext');
    // Marking needs no key.
    const [row] = await t.database.db.selectFrom('therapy_requests').select('id').execute();
    expect((await cli(['mark', row?.id ?? '', 'handled'], env)).code).toBe(0);
  });
});
