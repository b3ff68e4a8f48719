import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';

describe('secrets from files (NAME_FILE)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'waha-secret-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const url = 'postgres://waha:s3cret-pw@db.internal:5432/waha';

  it('reads DATABASE_URL from DATABASE_URL_FILE, without the final newline', () => {
    const file = join(dir, 'database-url');
    writeFileSync(file, `${url}\n`, { mode: 0o600 });
    expect(loadConfig({ DATABASE_URL_FILE: file }).database).toEqual({ dialect: 'postgres', url });
  });

  it('refuses both at once, and a file it cannot read, without saying the secret', () => {
    const file = join(dir, 'both');
    writeFileSync(file, url);
    expect(() => loadConfig({ DATABASE_URL_FILE: file, DATABASE_URL: url })).toThrow(
      /DATABASE_URL and DATABASE_URL_FILE are both set/,
    );
    let thrown: unknown;
    try {
      loadConfig({ DATABASE_URL_FILE: join(dir, 'missing') });
    } catch (error) {
      thrown = error;
    }
    expect(String(thrown)).toMatch(/DATABASE_URL_FILE: cannot read .*missing \(ENOENT\)/);
    expect(() => loadConfig({ DATABASE_URL_FILE: file, DATABASE_URL: url })).not.toThrow(/s3cret/);
  });

  it('checks what the file holds like the setting itself', () => {
    const file = join(dir, 'bad');
    writeFileSync(file, 'mysql://root:s3cret-pw@db/waha\n');
    expect(() => loadConfig({ DATABASE_URL_FILE: file })).toThrow(
      /DATABASE_URL: expected postgres/,
    );
    expect(() => loadConfig({ DATABASE_URL_FILE: file })).not.toThrow(/s3cret/);
  });
});
