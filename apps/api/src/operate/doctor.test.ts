import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { staffKeyPaths } from '../modules/staff-keys/staff-keys';
import { createTestApp } from '../../test/app';
import type { TestApp } from '../../test/app';
import { sqlite } from '../../test/dialects';
import { createBackup } from './backup';
import { MIN_NODE, runDoctor } from './doctor';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const ORG_CONFIG = join(ROOT, 'docs/org-config.example.json');

describe('npm run doctor', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.cleanup();
    t = undefined;
  });

  it('needs the Node version package.json says', () => {
    const engines = (
      JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
        engines: { node: string };
      }
    ).engines.node;
    expect(engines).toBe(`>=${MIN_NODE.join('.')}`);
  });

  it('on a healthy setup: every line ok, exit 0, and a support string with nothing personal or secret', async () => {
    const env = {
      NODE_ENV: 'production',
      PUBLIC_ORIGIN: 'https://waha.example',
      TRUST_PROXY: '1',
      WAHA_ORG_CONFIG: ORG_CONFIG,
    };
    t = await createTestApp(sqlite, { env });
    await t.app.inject({ method: 'GET', url: '/api/therapy-requests/key' });
    // The staff took the private key to their own machine.
    rmSync(staffKeyPaths(t.config.dataDir).privateKey);
    await createBackup(t.config, join(t.config.dataDir, 'backup.tar'), env);

    const { exitCode, lines, support } = await runDoctor({ DATA_DIR: t.config.dataDir, ...env });
    console.log(`doctor on a healthy setup:\n${lines.join('\n')}`);
    expect(exitCode).toBe(0);
    expect(lines.filter((line) => !line.startsWith('ok ')).slice(0, -1)).toEqual([]);
    const subjects = lines.slice(0, -1).map((line) => line.slice(6).split(':')[0]);
    expect(subjects).toEqual([
      'node',
      'configuration',
      'organisation file',
      'data folder',
      'database',
      'staff keys',
      'origins and proxy',
      'last backup',
    ]);
    expect(lines.join('\n')).toContain('fields set: name, contact, sessionRequests');
    expect(lines.join('\n')).toMatch(/database: sqlite; migration level \S+ \(up to date\)/);
    expect(lines.join('\n')).toContain('TRUST_PROXY the nearest 1 hop(s)');
    expect(lines.at(-1)).toBe(support);
    expect(support).toMatch(
      /^waha-support node=\S+ platform=\S+ migrations=\d+ org=file dialect=sqlite env=production migration=\S+ privateKeyOnServer=no proxy=hops-1 publicOrigin=https staffOrigin=unset lastBackupDays=0 errors=0$/,
    );
    for (const secret of [t.config.dataDir, 'waha.example', ORG_CONFIG]) {
      expect(support).not.toContain(secret);
    }
  });

  it('on a broken setup: says what is wrong, one line each, and exits 1', async () => {
    t = await createTestApp(sqlite);
    await t.app.inject({ method: 'GET', url: '/api/therapy-requests/key' });
    // A database a newer release has migrated, and an organisation file with a mistake.
    await sql`insert into kysely_migration (name, timestamp) values ('2099-01-01T0000-future', '2099-01-01')`.execute(
      t.database.db,
    );
    const badOrg = join(t.config.dataDir, 'org.json');
    writeFileSync(badOrg, '{"name": {"en": "Clinic"}, "sessionRequests": {"offered": "yes"}}');

    const { exitCode, lines, support } = await runDoctor({
      DATA_DIR: t.config.dataDir,
      PUBLIC_ORIGIN: 'https://waha.example',
      WAHA_ORG_CONFIG: badOrg,
    });
    console.log(`doctor on a broken setup:\n${lines.join('\n')}`);
    expect(exitCode).toBe(1);
    const text = lines.join('\n');
    expect(text).toMatch(
      /^ERROR organisation file: WAHA_ORG_CONFIG \(\S+\): name\.ar: .*; sessionRequests\.offered/m,
    );
    expect(text).toMatch(
      /^ERROR database: sqlite; made by a newer release of Waha \(2099-01-01T0000-future\)/m,
    );
    expect(text).toMatch(
      /^WARN {2}staff keys: .*1 private key file\(s\) still on the server \(private-key\.jwk\)/m,
    );
    expect(text).toMatch(/^WARN {2}origins and proxy: .*set TRUST_PROXY/m);
    expect(text).toMatch(/^WARN {2}last backup: none recorded/m);
    expect(support).toMatch(/ org=invalid .* privateKeyOnServer=yes proxy=none .* errors=2$/);
  });

  it('with a configuration that does not parse: an error line, the support string, exit 1', async () => {
    const { exitCode, lines } = await runDoctor({ PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    expect(exitCode).toBe(1);
    expect(lines[1]).toMatch(
      /^ERROR configuration: Invalid configuration: PORT: .*; DATABASE_URL: expected postgres/,
    );
    expect(lines.join('\n')).not.toContain('mysql://x');
    expect(lines.at(-1)).toMatch(/^waha-support .* errors=1$/);
  });

  it('with a PostgreSQL server that cannot be reached: says so, never "no tables yet"', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'waha-doctor-'));
    try {
      // Port 1 on loopback: nothing listens there, so the connection is refused at once.
      const { exitCode, lines } = await runDoctor({
        DATA_DIR: dataDir,
        DATABASE_URL: 'postgres://nobody:secret@127.0.0.1:1/waha',
      });
      const text = lines.join('\n');
      expect(text).toMatch(/^ERROR database: postgres; cannot be read \(/m);
      expect(text).not.toContain('no tables yet');
      expect(text).not.toContain('secret');
      expect(lines.at(-1)).toMatch(/ migration=unreachable .*errors=1$/);
      expect(exitCode).toBe(1);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
