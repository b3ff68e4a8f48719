import { execFile, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../../scripts/free-port.mjs';
import { newRegistration } from '../../test/accounts';
import { createTestApp } from '../../test/app';
import type { TestApp } from '../../test/app';
import { sqlite } from '../../test/dialects';

/**
 * The service and proxy examples of docs/operating.md are files (docs/deploy/), and these tests
 * run them: systemd checks the unit, and Caddy serves HTTPS in front of a real server with the
 * example's own site block, so the headers TRUST_PROXY and PUBLIC_ORIGIN rely on are the ones
 * the example sends.
 */

const run = promisify(execFile);
const DEPLOY = fileURLToPath(new URL('../../../../docs/deploy/', import.meta.url));
const CADDY = '/usr/bin/caddy';
const SYSTEMD_ANALYZE = '/usr/bin/systemd-analyze';

describe('the systemd unit (docs/deploy/waha.service)', () => {
  it('runs as an unprivileged user with the data folder its only writable path, and restarts on failure', async () => {
    const unit = await readFile(join(DEPLOY, 'waha.service'), 'utf8');
    const settings = unit
      .split('\n')
      .filter((line) => /^[A-Za-z]+=/.test(line))
      .map((line) => line.split('=', 1)[0] + '=' + line.slice(line.indexOf('=') + 1));
    expect(settings).toEqual(
      expect.arrayContaining([
        'User=waha',
        'ProtectSystem=strict',
        'NoNewPrivileges=yes',
        'Restart=on-failure',
        'Environment=DATA_DIR=/var/lib/waha',
        'StateDirectory=waha',
        'ReadWritePaths=/var/lib/waha',
        'Environment=TRUST_PROXY=1',
      ]),
    );
    // No other writable path, and not root.
    expect(settings.filter((line) => line.startsWith('ReadWritePaths='))).toHaveLength(1);
    expect(settings.some((line) => /^User=(root|0)$/.test(line))).toBe(false);
  });

  it.runIf(existsSync(SYSTEMD_ANALYZE))(
    'passes systemd-analyze verify without a warning',
    async () => {
      const dir = await mkdtemp(join(tmpdir(), 'waha-unit-'));
      try {
        let unit = await readFile(join(DEPLOY, 'waha.service'), 'utf8');
        // systemd checks that ExecStart's program exists; where Node lives elsewhere, point at it.
        if (!existsSync('/usr/bin/node')) unit = unit.replace('/usr/bin/node', process.execPath);
        const file = join(dir, 'waha.service');
        await writeFile(file, unit);
        const { stderr } = await run(SYSTEMD_ANALYZE, ['verify', file], { timeout: 20_000 });
        // Unknown or invalid settings are only warnings (exit 0): any about the unit fails too.
        expect(stderr.split('\n').filter((line) => line.includes('waha.service'))).toEqual([]);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  );
  if (!existsSync(SYSTEMD_ANALYZE)) {
    it.skip(`systemd-analyze verify: skipped, ${SYSTEMD_ANALYZE} is not installed`, () => {});
  }
});

describe.runIf(existsSync(CADDY))('Caddy in front of the server (docs/deploy/Caddyfile)', () => {
  let t: TestApp | undefined;
  let caddy: ChildProcess | undefined;
  let dir: string | undefined;
  afterAll(async () => {
    if (caddy?.exitCode === null) {
      const exited = new Promise((done) => caddy?.once('exit', done));
      caddy.kill('SIGTERM');
      await exited;
    }
    await t?.cleanup();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('serves HTTPS (tls internal) on loopback; the server sees https and takes the public origin', async () => {
    const httpsPort = await freePort();
    const origin = `https://localhost:${httpsPort}`;
    t = await createTestApp(sqlite, { env: { TRUST_PROXY: '1', PUBLIC_ORIGIN: origin } });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    const apiPort = typeof address === 'object' && address ? address.port : 0;

    // The example as it is, with this machine's names: the site and upstream addresses, a
    // certificate from Caddy's own CA, no admin endpoint, ports of the test's own.
    const example = await readFile(join(DEPLOY, 'Caddyfile'), 'utf8');
    expect(example).toContain('waha.example.org {');
    expect(example).toContain('reverse_proxy 127.0.0.1:3000');
    const caddyfile = [
      `{\n\tadmin off\n\tskip_install_trust\n\thttp_port ${await freePort()}\n\thttps_port ${httpsPort}\n}`,
      example
        .replace('waha.example.org {', `localhost:${httpsPort} {\n\ttls internal`)
        .replace('127.0.0.1:3000', `127.0.0.1:${apiPort}`),
    ].join('\n');
    dir = await mkdtemp(join(tmpdir(), 'waha-caddy-'));
    const config = join(dir, 'Caddyfile');
    await writeFile(config, caddyfile);
    const home = {
      HOME: dir,
      XDG_DATA_HOME: join(dir, 'data'),
      XDG_CONFIG_HOME: join(dir, 'config'),
    };
    let output = '';
    caddy = spawn(CADDY, ['run', '--config', config, '--adapter', 'caddyfile'], {
      env: { PATH: process.env.PATH ?? '', ...home },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    caddy.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    caddy.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

    // Caddy makes its CA and the site's certificate on start: wait for the root certificate,
    // then for the port to answer (each polled, up to 20 s in all).
    const rootCert = join(home.XDG_DATA_HOME, 'caddy/pki/authorities/local/root.crt');
    const deadline = Date.now() + 20_000;
    const send = async (method: string, path: string, body?: unknown) => {
      const ca = await readFile(rootCert);
      return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
        (resolve, reject) => {
          const payload = body === undefined ? undefined : JSON.stringify(body);
          const req = request(
            {
              host: '127.0.0.1',
              port: httpsPort,
              servername: 'localhost',
              ca,
              method,
              path,
              headers: {
                host: `localhost:${httpsPort}`,
                ...(payload
                  ? {
                      'content-type': 'application/json',
                      origin,
                      'content-length': Buffer.byteLength(payload),
                    }
                  : {}),
              },
            },
            (res) => {
              let text = '';
              res.on('data', (chunk: Buffer) => (text += chunk.toString()));
              res.on('end', () =>
                resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }),
              );
            },
          );
          req.on('error', reject);
          req.end(payload);
        },
      );
    };
    let health: Awaited<ReturnType<typeof send>> | undefined;
    while (!health) {
      if (caddy.exitCode !== null) throw new Error(`caddy exited:\n${output}`);
      if (Date.now() > deadline) throw new Error(`caddy did not answer in time:\n${output}`);
      health = existsSync(rootCert)
        ? await send('GET', '/api/health').catch(() => undefined)
        : undefined;
      if (!health) await new Promise((done) => setTimeout(done, 200));
    }
    expect(health.status).toBe(200);

    // A sign-up from the public origin: accepted (the Origin check), and its cookie is Secure,
    // which the server sets only when it sees https (X-Forwarded-Proto, trusted by TRUST_PROXY).
    const res = await send('POST', '/api/auth/register', newRegistration());
    expect(res.status).toBe(201);
    const cookies = res.headers['set-cookie'] as string[];
    expect(cookies.find((cookie) => cookie.startsWith('waha_session='))).toMatch(/; Secure/i);
  });
});

if (!existsSync(CADDY)) {
  describe('Caddy in front of the server', () => {
    it.skip(`skipped: Caddy is not installed (${CADDY}; Debian: apt-get install caddy)`, () => {});
  });
}
