import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { staffKeyResponseSchema } from '@waha/shared/session-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import type { TestApp } from '../../test/app';
import { dialects } from '../../test/dialects';
import { STAFF_PASSWORD, staffSignIn } from '../../test/staff';
import { runStaffCli } from './commands/staff';
import { sampleRequest, sealForTest } from '../../test/seal';

describe.each(dialects)('npm run staff on $name', (dialect) => {
  let t: TestApp;
  let env: Record<string, string>;

  async function staff(...args: string[]) {
    let out = '';
    let err = '';
    const code = await runStaffCli(
      args,
      env,
      { out: (text) => (out += text), err: (text) => (err += text) },
      { database: t.database },
    );
    return { code, out, err };
  }
  const tokenIn = (out: string) => /#token=([\w-]{43})\n/.exec(out)?.[1] ?? '';
  const setup = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/staff/setup',
      payload: { token, password: STAFF_PASSWORD },
    });

  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { AUTH_RATE_LIMIT_SCALE: '100' } });
    env = { DATA_DIR: t.config.dataDir, LOG_LEVEL: 'silent', PORT: '3000' };
  });
  afterAll(() => t.cleanup());

  it('adds a staff member and prints a one-time setup link with the token in its fragment', async () => {
    const added = await staff('add', 'Noor', 'Saleh', '--admin');
    expect(added.code).toBe(0);
    expect(added.out).toMatch(
      /^Added Noor Saleh \(admin\)\. .*\n\n {2}http:\/\/localhost:3000\/staff\/setup#token=[\w-]{43}\n/,
    );
    const origin = await staff('add', 'Rami', '--origin', 'https://staff.waha.example/ignored');
    expect(origin.out).toContain('https://staff.waha.example/staff/setup#token=');
    env.STAFF_ORIGIN = 'https://inbox.waha.example';
    expect((await staff('add', 'Dana')).out).toContain('https://inbox.waha.example/staff/setup#');
    delete env.STAFF_ORIGIN;

    expect((await staff('list')).out).toMatch(/Noor Saleh +admin +waiting for setup/);
    expect((await setup(tokenIn(added.out))).statusCode).toBe(200);
    // One listing for both lines, with what the command said on stderr if it failed.
    const listed = await staff('list');
    expect(listed).toMatchObject({ code: 0, err: '' });
    expect(listed.out).toMatch(/Noor Saleh +admin +active/);
    expect(listed.out).toMatch(/Rami +staff +waiting for setup/);
  });

  it('refuses a name taken (in any case) or not a name', async () => {
    const taken = await staff('add', 'noor saleh');
    expect(taken).toMatchObject({
      code: 1,
      err: 'A staff member called "noor saleh" exists already.\n',
    });
    const hidden = await staff('add', 'Noor\u202Eevil');
    expect(hidden.code).toBe(1);
    expect(hidden.err).toContain('no hidden characters');
  });

  it('disables (ending sessions, advising a new key) and enables again', async () => {
    const token = tokenIn((await staff('add', 'Karim')).out);
    const cookie = (await setup(token)).cookies.find((it) => it.name === 'waha_staff')?.value;
    const disabled = await staff('disable', 'Karim');
    expect(disabled.code).toBe(0);
    expect(disabled.out).toContain('npm run staff -- rotate-key');
    const session = await t.app.inject({
      url: '/api/staff/session',
      headers: { cookie: `waha_staff=${cookie}` },
    });
    expect(session.statusCode).toBe(401);
    expect((await staff('list')).out).toMatch(/Karim +staff +disabled/);
    expect((await staffSignIn(t, 'Karim', STAFF_PASSWORD)).statusCode).toBe(401);
    expect((await staff('setup-link', 'Karim')).code).toBe(1);
    expect((await staff('enable', 'Karim')).code).toBe(0);
    expect((await staffSignIn(t, 'Karim', STAFF_PASSWORD)).statusCode).toBe(200);
    expect(await staff('disable', 'Nobody')).toMatchObject({ code: 1 });
  });

  it('makes a new setup link that replaces the old one (a forgotten password)', async () => {
    const first = tokenIn((await staff('add', 'Lina')).out);
    const second = tokenIn((await staff('setup-link', 'Lina')).out);
    expect((await setup(first)).statusCode).toBe(400);
    expect((await setup(second)).statusCode).toBe(200);
  });

  it('rotates the staff key: new requests sealed to the new one, listed with their counts', async () => {
    const keyOf = async () =>
      staffKeyResponseSchema.parse(
        (await t.app.inject({ url: '/api/therapy-requests/key' })).json(),
      );
    const before = await keyOf();
    const post = async () =>
      t.app.inject({
        method: 'POST',
        url: '/api/therapy-requests',
        payload: await sealForTest(await keyOf(), sampleRequest()),
      });
    expect((await post()).statusCode).toBe(201);
    const output = join(t.config.dataDir, 'new-private-key.jwk');
    const rotated = await staff('rotate-key', '--output', output);
    expect(rotated.code).toBe(0);
    const after = await keyOf();
    expect(after.keyId).not.toBe(before.keyId);
    expect(rotated.out).toContain(`New requests are now sealed to key ${after.keyId}.`);
    expect(rotated.out).toContain(output);
    expect((await stat(output)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(output, 'utf8'))).toMatchObject({
      ...after.publicKey,
      d: expect.any(String),
    });
    expect((await post()).statusCode).toBe(201);
    const keys = (await staff('keys')).out;
    expect(keys).toMatch(new RegExp(`${after.keyId} +\\S+ \\S+ +yes +1\\n`));
    expect(keys).toMatch(new RegExp(`${before.keyId} +\\S+ \\S+ +no +1\\n`));
    expect((await staff('rotate-key', '--output', output)).code).toBe(1);
  });

  it('checks the audit trail, says where it is broken, and exports it', async () => {
    const whole = await staff('audit', 'verify');
    expect(whole.code).toBe(0);
    expect(whole.out).toMatch(/^The audit trail is whole: \d+ entries/);
    const file = join(t.config.dataDir, 'audit.csv');
    expect((await staff('audit', 'export', '--output', file)).code).toBe(0);
    const csv = await readFile(file, 'utf8');
    expect(csv.startsWith('\uFEFF"seq","at","actor"')).toBe(true);
    expect(csv).toContain('"staff.added"');
    expect(csv).toContain('"key.rotated"');
    expect((await stat(file)).mode & 0o777).toBe(0o600);

    await t.database.db
      .updateTable('audit_log')
      .set({ actor: 'someone else' })
      .where('seq', '=', 2)
      .execute();
    const broken = await staff('audit', 'verify');
    expect(broken).toMatchObject({
      code: 1,
      err: 'The audit trail is broken: entry 2 was changed after it was written.\n',
    });
  });

  it('explains usage mistakes (exit 2)', async () => {
    for (const [args, message] of [
      [['frobnicate'], /Unknown command "frobnicate"/],
      [['add'], /add needs a name/],
      [['audit'], /audit needs verify or export/],
      [['add', 'X', '--origin', 'ftp://x'], /--origin needs an http\(s\) address/],
      [['list', '--colour'], /Unknown option '--colour'/],
    ] as const) {
      const { code, err } = await staff(...args);
      expect(code, `${args.join(' ')}: ${err}`).toBe(2);
      expect(err).toMatch(message);
    }
    expect((await staff('help')).out).toContain('npm run staff -- add NAME [--admin]');
  });
});
