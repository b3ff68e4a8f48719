import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/**
 * PostgreSQL's own command-line tools (pg_dump, pg_restore), from PATH or Debian's
 * /usr/lib/postgresql/N/bin (newest first): a dump must be made by a pg_dump at least as new as
 * the server, and Debian keeps the newest there without putting it on PATH.
 */
export function findPostgresTool(
  tool: 'pg_dump' | 'pg_restore',
  env: Record<string, string | undefined> = process.env,
): string | undefined {
  const debianRoot = '/usr/lib/postgresql';
  const debian = existsSync(debianRoot)
    ? readdirSync(debianRoot)
        .filter((version) => /^\d+$/.test(version))
        .sort((a, b) => Number(b) - Number(a))
        .map((version) => join(debianRoot, version, 'bin'))
    : [];
  const path = (env.PATH ?? '').split(delimiter).filter(Boolean);
  return [...debian, ...path].map((dir) => join(dir, tool)).find((file) => existsSync(file));
}

/**
 * The connection as libpq's environment variables, so that no password appears on a command
 * line (where `ps` would show it to every user of the machine).
 */
export function libpqEnvironment(url: string): Record<string, string> {
  const parsed = new URL(url);
  const env: Record<string, string> = {};
  if (parsed.hostname) env.PGHOST = decodeURIComponent(parsed.hostname.replace(/^\[|\]$/g, ''));
  if (parsed.port) env.PGPORT = parsed.port;
  if (parsed.username) env.PGUSER = decodeURIComponent(parsed.username);
  if (parsed.password) env.PGPASSWORD = decodeURIComponent(parsed.password);
  const database = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  if (database) env.PGDATABASE = database;
  const host = parsed.searchParams.get('host');
  if (host) env.PGHOST = host;
  const options = parsed.searchParams.get('options');
  if (options) env.PGOPTIONS = options;
  const sslmode = parsed.searchParams.get('sslmode');
  if (sslmode) env.PGSSLMODE = sslmode;
  return env;
}

/** Runs a tool with the connection in its environment; its error output in the error. */
export function runPostgresTool(
  file: string,
  args: string[],
  url: string,
): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    execFile(
      file,
      args,
      {
        env: { PATH: process.env.PATH ?? '', LANG: 'C', ...libpqEnvironment(url) },
        maxBuffer: 16 * 1024 * 1024,
      },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`${file} failed: ${stderr.trim() || error.message}`));
        else resolve({ stdout, stderr });
      },
    );
  });
}
