import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

/** As long as Playwright gives the suite's own server to start (playwright.config.ts). */
const START_TIMEOUT_MS = 60_000;

export interface OwnServer {
  /** e.g. http://127.0.0.1:41234 */
  origin: string;
  /** Stops the server, then removes its data folder. */
  stop(): Promise<void>;
}

/**
 * Resolves with the server's address once it logs that it listens. Port 0 lets the server take a
 * free port itself, so no other process can take it between choosing and listening.
 */
function listeningOrigin(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('the test’s own server did not start')),
      START_TIMEOUT_MS,
    );
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the test’s own server exited with ${code}`));
    });
    if (!child.stdout) throw new Error('the server was started without a stdout pipe');
    createInterface({ input: child.stdout }).on('line', (line) => {
      try {
        const entry = JSON.parse(line) as { msg?: string; url?: string };
        if (entry.msg !== 'Waha is listening' || !entry.url) return;
        clearTimeout(timer);
        resolve(entry.url.replace(/\/$/, ''));
      } catch {
        // Not a JSON log line: nothing to read from it.
      }
    });
  });
}

/**
 * A server of a test's own (the suite's server keeps the defaults), on the same build, with a
 * fresh data folder and `env` on top of the suite's settings.
 */
export async function startOwnServer(env: Record<string, string>): Promise<OwnServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'waha-e2e-own-'));
  const server = spawn(process.execPath, ['../api/dist/main.js'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      AUTH_RATE_LIMIT_SCALE: '100',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const stop = async () => {
    // The data folder goes only once the server has closed its database.
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    return { origin: await listeningOrigin(server), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
