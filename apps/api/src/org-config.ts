import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { DEFAULT_ORG_CONFIG, type OrgConfig, orgConfigSchema } from '@waha/shared/org-config';

/**
 * Reads the organisation's configuration file (`WAHA_ORG_CONFIG`), or Waha's defaults without
 * one. Throws one error naming the file and every field that is wrong, so an operator can fix
 * them all at once; the server does not start with a configuration it cannot trust.
 */
export function loadOrgConfig(path: string | undefined): OrgConfig {
  if (path === undefined) return DEFAULT_ORG_CONFIG;
  const file = resolve(process.cwd(), path);
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    const reason =
      error instanceof SyntaxError
        ? `not valid JSON (${error.message})`
        : (error as NodeJS.ErrnoException).code === 'ENOENT'
          ? 'no such file'
          : 'cannot be read';
    throw new Error(`WAHA_ORG_CONFIG (${file}): ${reason}`, { cause: error });
  }
  const parsed = orgConfigSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => {
    const field = issue.path
      .map((part, index) =>
        typeof part === 'number' ? `[${part}]` : `${index === 0 ? '' : '.'}${String(part)}`,
      )
      .join('');
    return `${field || '(the whole file)'}: ${issue.message}`;
  });
  throw new Error(`WAHA_ORG_CONFIG (${file}):\n    ${problems.join('\n    ')}`);
}
