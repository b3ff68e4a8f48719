import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * The settings that may carry a secret. Each may instead be given as `NAME_FILE`, the path of a
 * file holding it (how container platforms and systemd's credentials hand secrets over, so they
 * stay out of the environment that `ps e` and crash reports show).
 */
export const SECRET_SETTINGS = ['DATABASE_URL'] as const;

type Env = Record<string, string | undefined>;

/**
 * `env` with every `NAME_FILE` read into `NAME` (its content without the final newline). Both set,
 * or a file that cannot be read, is an error naming the setting but never the value.
 */
export function withSecretFiles(env: Env): Env {
  const result: Env = { ...env };
  for (const name of SECRET_SETTINGS) {
    const path = env[`${name}_FILE`]?.trim();
    if (!path) continue;
    if (env[name]?.trim()) {
      throw new Error(`Invalid configuration:\n  ${name} and ${name}_FILE are both set; keep one`);
    }
    try {
      result[name] = readFileSync(resolve(process.cwd(), path), 'utf8').replace(/\r?\n$/, '');
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'unreadable';
      throw new Error(`Invalid configuration:\n  ${name}_FILE: cannot read ${path} (${code})`, {
        cause: error,
      });
    }
  }
  return result;
}
